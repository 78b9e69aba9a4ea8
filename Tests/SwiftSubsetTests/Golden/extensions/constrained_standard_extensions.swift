// Extensions on standard types with constrained generics and computed properties.
extension Array where Element: Numeric {
    var total: Element { reduce(0, +) }
}
extension Array where Element == String {
    func numbered() -> [String] { enumerated().map { "\($0.offset + 1). \($0.element)" } }
}
extension Sequence where Element: Hashable {
    func uniqued() -> [Element] {
        var seen = Set<Element>()
        return filter { seen.insert($0).inserted }
    }
}
extension Int {
    var isEven: Bool { self % 2 == 0 }
    func times(_ body: () -> Void) { for _ in 0..<self { body() } }
}
print([1, 2, 3].total, [1.5, 2.5].total)
print(["a", "b"].numbered())
print([3, 1, 3, 2, 1].uniqued(), "mississippi".uniqued().map(String.init).joined())
var n = 0
3.times { n += 2 }
print(n, (1...6).filter(\.isEven))
// expect: 6 4.0
// expect: ["1. a", "2. b"]
// expect: [3, 1, 2] misp
// expect: 6 [2, 4, 6]
