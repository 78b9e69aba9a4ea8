// Self and Self.member inside protocol extensions refer to the conforming type.
protocol Defaultable {
    static var fallback: Self { get }
    init()
}
extension Defaultable {
    static func make(count: Int) -> [Self] { Array(repeating: Self.fallback, count: count) }
    func isFallback() -> Bool where Self: Equatable { self == Self.fallback }
    static func fresh() -> Self { Self() }
}
struct Score: Defaultable, Equatable {
    var points = 0
    static var fallback: Score { Score(points: -1) }
}
print(Score.make(count: 2))  // expect: [main.Score(points: -1), main.Score(points: -1)]
print(Score(points: -1).isFallback(), Score().isFallback())  // expect: true false
print(Score.fresh())  // expect: Score(points: 0)
protocol Resettable { mutating func reset() }
extension Resettable where Self: Defaultable {
    mutating func reset() { self = Self.fallback }
}
extension Score: Resettable {}
var s = Score(points: 50)
s.reset()
print(s.points)  // expect: -1
