// Variadic parameters arrive as arrays; they can sit before labelled parameters.
func average(_ numbers: Double...) -> Double {
    numbers.isEmpty ? 0 : numbers.reduce(0, +) / Double(numbers.count)
}
print(average(1, 2, 3, 4))  // expect: 2.5
print(average())  // expect: 0.0
func log(_ parts: String..., separator: String = " ") {
    print(parts.joined(separator: separator))
}
log("a", "b", "c")  // expect: a b c
log("x", "y", separator: "-")  // expect: x-y
func maxOf(_ first: Int, _ rest: Int...) -> Int { rest.reduce(first, max) }
print(maxOf(3), maxOf(3, 9, 4))  // expect: 3 9
