// A prefix minus on an implicit member takes the context's type: -.infinity where a Double is expected, -.unit of a type with its own prefix operator.
let highs: [Double?] = [21.5, nil, 25]
let warmest = highs.max { ($0 ?? -.infinity) < ($1 ?? -.infinity) }
print(warmest as Any)
// expect: Optional(Optional(25.0))
let floor: Double = -.pi
print(floor, highs.map { $0 ?? -.greatestFiniteMagnitude }.min()! < 0)
// expect: -3.141592653589793 true
struct Step {
    var dx: Int
    static var unit: Step { Step(dx: 1) }
    static prefix func - (s: Step) -> Step { Step(dx: -s.dx) }
}
let back: Step = -.unit
print(back.dx)
// expect: -1
