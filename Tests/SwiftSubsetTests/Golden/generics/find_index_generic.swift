// A generic search constrained to Equatable, and another to Comparable.
func findIndex<T: Equatable>(of valueToFind: T, in array: [T]) -> Int? {
    for (index, value) in array.enumerated() where value == valueToFind { return index }
    return nil
}
func largest<T: Comparable>(_ items: [T]) -> T? {
    guard var best = items.first else { return nil }
    for item in items.dropFirst() where item > best { best = item }
    return best
}
print(findIndex(of: 9.3, in: [3.14159, 0.1, 0.25]) as Any)  // expect: nil
print(findIndex(of: "Andrea", in: ["Mike", "Malcolm", "Andrea"]) as Any)  // expect: Optional(2)
print(largest([4, 19, 7]) as Any, largest(["pear", "apple"]) as Any)  // expect: Optional(19) Optional("pear")
print(largest([Double]()) as Any)  // expect: nil
