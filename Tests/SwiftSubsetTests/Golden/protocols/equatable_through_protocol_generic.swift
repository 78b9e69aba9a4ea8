// Generic functions constrained to Equatable and Hashable use the types' own equality.
func countMatches<T: Equatable>(_ items: [T], of target: T) -> Int { items.filter { $0 == target }.count }
func duplicates<T: Hashable>(in items: [T]) -> [T] {
    var seen = Set<T>(), reported = Set<T>(), result: [T] = []
    for item in items {
        if !seen.insert(item).inserted, reported.insert(item).inserted { result.append(item) }
    }
    return result
}
struct Tag: Hashable { let text: String }
print(countMatches([1, 2, 1, 1], of: 1))  // expect: 3
print(countMatches(["a", "b"], of: "c"))  // expect: 0
print(duplicates(in: [3, 1, 3, 2, 1, 3]))  // expect: [3, 1]
print(duplicates(in: [Tag(text: "x"), Tag(text: "y"), Tag(text: "x")]))  // expect: [main.Tag(text: "x")]
