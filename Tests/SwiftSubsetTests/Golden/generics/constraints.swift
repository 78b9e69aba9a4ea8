// Constraints: T: Comparable, T: Equatable, where clauses.
func largest<T: Comparable>(_ xs: [T]) -> T? {
    guard var best = xs.first else { return nil }
    for x in xs where x > best { best = x }
    return best
}
func countMatches<T>(_ xs: [T], _ target: T) -> Int where T: Equatable {
    xs.filter { $0 == target }.count
}
print(largest([3, 9, 2])!, largest(["pear", "apple"])!)  // expect: 9 pear
print(largest([Double]()) as Any)  // expect: nil
print(countMatches([1, 2, 1, 1], 1))  // expect: 3
