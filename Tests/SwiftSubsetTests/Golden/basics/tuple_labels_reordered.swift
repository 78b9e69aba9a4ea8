// A tuple whose labels name the same elements in another order is reordered by label where a labelled tuple type is wanted (swiftc warns that a later language mode will refuse it).
var span: (start: Int, end: Int) = (0, 0)
span = (end: 30, start: 10)
print(span, span.end - span.start)
func bounds(of xs: [Int]) -> (low: Int, high: Int) {
    return (high: xs.max() ?? 0, low: xs.min() ?? 0)
}
let b = bounds(of: [4, 9, 1])
print(b.low, b.high, b)
let tag: (name: String, count: Int) = (count: 2, name: "red")
print(tag)
// expect: (start: 10, end: 30) 20
// expect: 1 9 (low: 1, high: 9)
// expect: (name: "red", count: 2)
