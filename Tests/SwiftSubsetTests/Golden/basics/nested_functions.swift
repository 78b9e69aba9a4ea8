// Nested functions capture the enclosing function's variables.
func makeReport(items: [Int]) -> String {
    var total = 0
    func add(_ x: Int) { total += x }
    for item in items { add(item) }
    func describe() -> String { "total=\(total)" }
    return describe()
}
print(makeReport(items: [1, 2, 3, 4]))  // expect: total=10
