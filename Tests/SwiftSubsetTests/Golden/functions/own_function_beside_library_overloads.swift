// A program's own function named like a library one adds an overload: calls it does not fit still reach the library's.
func max(_ a: String, _ b: String) -> String { a.count >= b.count ? a : b }
func min(_ values: [Int]) -> Int { values.reduce(Int.max) { $0 < $1 ? $0 : $1 } }
print(max("fig", "banana"))
print(max(4, 9), max(1, 7, 3), max(2.5, 1))
print(min([8, 3, 5]), min(6, 2))
// expect: banana
// expect: 9 7 2.5
// expect: 3 2
