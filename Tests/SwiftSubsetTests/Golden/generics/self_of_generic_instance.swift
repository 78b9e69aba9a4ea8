// `Self.self` in an instance method of a generic type, or of a protocol
// extension met by one, names the type with its arguments, as
// `type(of: self)` does.
struct Box<T> {
    let value: T
    func me() -> String { "\(Self.self)" }
    func you() -> String { "\(type(of: self))" }
}
struct Pair<A, B> {
    var a: A
    var b: B
    mutating func swapped() -> String { "\(Self.self)" }
}
extension Pair {
    func later() -> String { let f = { "\(Self.self)" }; return f() }
}
protocol Named {}
extension Named {
    func name() -> String { "\(Self.self)" }
}
struct Crate<T>: Named { let value: T }
struct Plain: Named {}
print(Box(value: 1).me(), Box(value: 1).you())
print(Box(value: [1]).me(), Box(value: Box(value: 2.5)).me())
var pair = Pair(a: 1, b: "x")
print(pair.swapped(), pair.later())
print(Crate(value: "a").name(), Plain().name())
// expect: Box<Int> Box<Int>
// expect: Box<Array<Int>> Box<Box<Double>>
// expect: Pair<Int, String> Pair<Int, String>
// expect: Crate<String> Plain
