// Sequence.count(where:) (Swift 6) counts matching elements (difffuzz seed 20000248).
print("p9:", ["dog", "gnu", "moth", "cat"].compactMap { Int($0) }.count(where: { $0 > 4 }))
// expect: p9: 0
print([3, 8, 1, 9].count(where: { $0 > 2 }))
// expect: 3
