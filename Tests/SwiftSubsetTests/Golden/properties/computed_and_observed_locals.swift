// Computed and observed local variables inside functions and closures, capturing other locals
func tally(_ values: [Int]) -> Int {
    var sum = 0 {
        didSet { print("sum \(oldValue) -> \(sum)") }
    }
    var average: Double { values.isEmpty ? 0 : Double(sum) / Double(values.count) }
    for v in values { sum += v }
    print("average", average)
    return sum
}
// expect: sum 0 -> 2
// expect: sum 2 -> 6
// expect: average 3.0
print(tally([2, 4])) // expect: 6
func counter() -> () -> Int {
    var count = 0 {
        willSet(next) { print("count will be", next) }
    }
    return {
        count += 1
        return count
    }
}
let next = counter()
_ = next() // expect: count will be 1
print(next()) // expect: count will be 2
// expect: 2
func area() {
    var width = 3
    var height = 4
    var size: Int {
        get { width * height }
        set { width = newValue / height }
    }
    print(size) // expect: 12
    size = 20
    print(width, size) // expect: 5 20
    height = 2
    print(size) // expect: 10
}
area()
