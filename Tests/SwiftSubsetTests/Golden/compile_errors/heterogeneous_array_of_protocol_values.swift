// Two structs that conform to one protocol, in an array literal with no
// type written: swiftc will not guess `[any Plugin]` (nor `[Any]`). Write
// the type: `let plugins: [any Plugin] = [Doubler(), Adder(n: 3)]`.
protocol Plugin { func run(_ x: Int) -> Int }
struct Doubler: Plugin { func run(_ x: Int) -> Int { x * 2 } }
struct Adder: Plugin { let n: Int; func run(_ x: Int) -> Int { x + n } }
let typed: [any Plugin] = [Doubler(), Adder(n: 3)]
print(typed.reduce(5) { $1.run($0) })
let plugins = [Doubler(), Adder(n: 3)] // expect error col 15: heterogeneous collection literal could only be inferred to '[Any]'; add explicit type annotation if this is intentional
