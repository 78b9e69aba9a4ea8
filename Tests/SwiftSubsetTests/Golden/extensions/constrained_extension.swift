// Constrained extensions apply only when the where clause holds.
extension Array where Element == Int {
    var total: Int { reduce(0, +) }
}
extension Collection where Element: Comparable {
    var isSortedAscending: Bool { zip(self, dropFirst()).allSatisfy { $0 <= $1 } }
}
print([1, 2, 3].total)  // expect: 6
print([1, 3, 2].isSortedAscending, ["a", "b"].isSortedAscending)  // expect: false true
