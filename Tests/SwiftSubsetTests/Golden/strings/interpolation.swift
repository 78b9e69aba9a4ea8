// String interpolation of expressions, calls and nested string literals.
let name = "Lin"
let count = 3
print("\(name) has \(count) apples")  // expect: Lin has 3 apples
print("next: \(count + 1), half: \(Double(count) / 2)")  // expect: next: 4, half: 1.5
print("upper: \(name.uppercased()) \("inner \(count)")")  // expect: upper: LIN inner 3
print("list: \([1, 2])")  // expect: list: [1, 2]
print("flag: \(count > 2)")  // expect: flag: true
