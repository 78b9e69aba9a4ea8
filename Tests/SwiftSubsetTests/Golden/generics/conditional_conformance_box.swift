// Generic where clauses on methods, conditional conformance, and Equatable arrays of generic boxes.
struct Box<T> { var value: T }
extension Box: Equatable where T: Equatable {}
extension Box: CustomStringConvertible where T: CustomStringConvertible {
    var description: String { "Box(\(value.description))" }
}
extension Box {
    func map<U>(_ f: (T) -> U) -> Box<U> { Box<U>(value: f(value)) }
    func combined<U>(with other: Box<U>) -> Box<(T, U)> { Box<(T, U)>(value: (value, other.value)) }
}
extension Array {
    func boxed() -> [Box<Element>] { map { Box(value: $0) } }
}
let a = Box(value: 3), b = Box(value: 3)
print(a == b, a.map { $0 * 2 } == Box(value: 6), a.map(String.init).value.count)
print(a, [1, 2].boxed().map(\.value), a.combined(with: Box(value: "x")).value)
func allEqual<T: Equatable>(_ items: [T]) -> Bool { items.dropFirst().allSatisfy { $0 == items.first! } }
print(allEqual([a, b]), allEqual([1, 2]), allEqual([String]()))
// expect: true true 1
// expect: Box(3) [1, 2] (3, "x")
// expect: true false true
