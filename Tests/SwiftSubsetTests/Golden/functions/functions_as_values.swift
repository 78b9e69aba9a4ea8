// Functions, operators and library functions like max are first-class values.
func add(_ a: Int, _ b: Int) -> Int { a + b }
func multiply(_ a: Int, _ b: Int) -> Int { a * b }
var operation: (Int, Int) -> Int = add
print(operation(3, 4))  // expect: 7
operation = multiply
print(operation(3, 4))  // expect: 12
let pick: (Int, Int) -> Int = max
print(pick(3, 9))  // expect: 9
let table: [String: (Int, Int) -> Int] = ["+": (+), "-": (-), "max": max]
for symbol in ["+", "-", "max"] { print(symbol, table[symbol]!(10, 4)) }
// expect: + 14
// expect: - 6
// expect: max 10
print([3, 8, 1].reduce(Int.min, max))  // expect: 8
func apply(_ f: (Int) -> Int, twiceTo x: Int) -> Int { f(f(x)) }
func double(_ n: Int) -> Int { n * 2 }
print(apply(double, twiceTo: 5))  // expect: 20
