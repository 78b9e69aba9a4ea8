// Functions and closures are values: stored in arrays, passed and returned.
func square(_ x: Int) -> Int { x * x }
let ops: [(String, (Int) -> Int)] = [("square", square), ("negate", { -$0 }), ("inc", { $0 + 1 })]
for (name, op) in ops { print(name, op(4)) }
// expect: square 16
// expect: negate -4
// expect: inc 5
func compose(_ f: @escaping (Int) -> Int, _ g: @escaping (Int) -> Int) -> (Int) -> Int { { g(f($0)) } }
print(compose(square, { $0 + 1 })(3))  // expect: 10
