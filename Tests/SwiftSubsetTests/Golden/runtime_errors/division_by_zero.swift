// Integer division by zero traps.
func ratio(_ a: Int, _ b: Int) -> Int { a / b }  // expect runtime error: Division by zero
print(ratio(10, 2))  // expect: 5
print(ratio(1, 0))
