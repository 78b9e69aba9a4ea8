// A struct is no enum: `Point(x: x, y: y)` in a pattern is a call of its
// initializer, an expression, and names cannot be bound inside an
// expression. Match its properties with a tuple instead:
// `if case let (x, y)? = spot.map({ ($0.x, $0.y) })`, or bind the whole value.
struct Point { var x: Int; var y: Int }
let spot: Point? = Point(x: 1, y: 2)
if let p = spot { print(p.x, p.y) }
if case let Point(x: x, y: y)? = spot { print(x, y) } // expect error col 22: pattern variable binding cannot appear in an expression
