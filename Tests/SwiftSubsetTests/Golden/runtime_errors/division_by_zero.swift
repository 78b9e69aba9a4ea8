// Integer division by zero traps.
func ratio(_ a: Int, _ b: Int) -> Int { a / b }
print(ratio(10, 2))  // expect: 5
print(ratio(1, 0))
// expect runtime error: Division by zero
