// A generic stack with a constrained extension and a Sequence conformance.
struct Stack<Element> {
    private var items: [Element] = []
    mutating func push(_ item: Element) { items.append(item) }
    mutating func pop() -> Element? { items.popLast() }
    var top: Element? { items.last }
    var isEmpty: Bool { items.isEmpty }
    var count: Int { items.count }
}
extension Stack: Sequence {
    func makeIterator() -> AnyIterator<Element> {
        var index = items.count
        return AnyIterator {
            guard index > 0 else { return nil }
            index -= 1
            return items[index]
        }
    }
}
extension Stack where Element: Numeric {
    var sum: Element { reduce(0, +) }
}
var s = Stack<Int>()
for i in 1...4 { s.push(i * i) }
print(Array(s), s.sum, s.top ?? -1)
_ = s.pop()
print(s.count, s.map { $0 + 1 })
var words = Stack<String>()
words.push("x"); words.push("y")
print(words.joined(separator: "-"), words.isEmpty)
// expect: [16, 9, 4, 1] 30 16
// expect: 3 [10, 5, 2]
// expect: y-x false
