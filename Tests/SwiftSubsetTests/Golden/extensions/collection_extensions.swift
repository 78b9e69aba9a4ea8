// Constrained extensions on Array and Sequence add helpers only where they make sense.
extension Array where Element: Numeric {
    func total() -> Element { reduce(0, +) }
}
extension Sequence where Element: Hashable {
    func uniqued() -> [Element] {
        var seen = Set<Element>()
        return filter { seen.insert($0).inserted }
    }
}
extension Collection {
    subscript(safe index: Index) -> Element? { indices.contains(index) ? self[index] : nil }
    var isNotEmpty: Bool { !isEmpty }
}
extension Array where Element == String {
    func sentence() -> String { joined(separator: ", ") + "." }
}
print([1, 2, 3].total(), [0.5, 0.25].total())  // expect: 6 0.75
print([3, 1, 3, 2, 1].uniqued())  // expect: [3, 1, 2]
print("mississippi".uniqued())  // expect: ["m", "i", "s", "p"]
print([10, 20][safe: 1] as Any, [10, 20][safe: 2] as Any)  // expect: Optional(20) nil
print(["red", "green"].sentence(), [Int]().isNotEmpty)  // expect: red, green. false
