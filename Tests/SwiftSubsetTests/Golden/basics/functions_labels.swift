// Argument labels: default labels, custom labels, and `_` to omit them.
func greet(person: String) -> String { "Hello, \(person)" }
func move(from start: Int, to end: Int) -> Int { end - start }
func square(_ x: Int) -> Int { x * x }
print(greet(person: "Bo"))  // expect: Hello, Bo
print(move(from: 3, to: 10))  // expect: 7
print(square(9))  // expect: 81
