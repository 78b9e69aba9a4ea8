// A generic "largest" function compares its elements without requiring T to be Comparable.
func largest<T>(_ items: [T]) -> T? {
    guard var best = items.first else { return nil }
    for item in items where item > best { // expect error col 34: binary operator '>' cannot be applied to two 'T' operands
        best = item
    }
    return best
}
print(largest([3, 9, 4]) ?? 0)
