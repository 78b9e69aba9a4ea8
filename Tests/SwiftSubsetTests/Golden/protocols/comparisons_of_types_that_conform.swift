// == and < and sorted() on program types that conform, however they conform: an enum without payloads by itself, Equatable through a refining protocol or an extension, a global == without the protocol, Comparable inherited from a superclass, generic parameters with a written constraint.
protocol Keyed: Equatable { var key: Int { get } }
enum Shape: Keyed { case circle(Int), square(Int); var key: Int { 1 } }
enum Token { case word(String), number(Int) }
extension Token: Equatable {}
enum Light { case red, green }
enum Level: Int, Comparable {
    case low, high
    static func < (a: Level, b: Level) -> Bool { a.rawValue < b.rawValue }
}
struct Plain { var a: Int }
func == (l: Plain, r: Plain) -> Bool { l.a == r.a }
class Base: Comparable {
    let v: Int
    init(v: Int) { self.v = v }
    static func < (a: Base, b: Base) -> Bool { a.v < b.v }
    static func == (a: Base, b: Base) -> Bool { a.v == b.v }
}
class Sub: Base {}
func largest<T: Comparable>(_ xs: [T]) -> T? { xs.max() }
func same<T>(_ a: T, _ b: T) -> Bool where T: Equatable { a == b }
func equalNumbers<T: Numeric>(_ a: T, _ b: T) -> Bool { a == b }

print(Shape.circle(1) == .circle(1), Token.word("a") == .number(1), Light.red != .green, Level.low < .high)
print(Plain(a: 1) == Plain(a: 1), [Sub(v: 2), Sub(v: 1)].sorted().map(\.v), [Level.high, .low].sorted())
print(largest([3, 1]) ?? 0, same("a", "a"), equalNumbers(2.5, 2.5), Set([Light.red, .red]).count)

// expect: true false true true
// expect: true [1, 2] [main.Level.low, main.Level.high]
// expect: 3 true true 1
