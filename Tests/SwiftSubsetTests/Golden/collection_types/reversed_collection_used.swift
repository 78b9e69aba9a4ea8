// A ReversedCollection is a sequence: loops, map, filter, Array(...), first, count, joined and enumerated walk it from the end.
let scores = [3, 8, 5]
let backwards = scores.reversed()
for score in backwards { print(score) }
print(backwards.map { $0 * 2 }, type(of: backwards.map { $0 * 2 }))
print(backwards.filter { $0 > 3 }, type(of: backwards.filter { $0 > 3 }))
print(Array(backwards), type(of: Array(backwards)))
print(backwards.first as Any, backwards.last as Any, backwards.count, backwards.isEmpty)
print(backwards.contains(8), backwards.sorted(), backwards.reduce(0, +), backwards.max() as Any)
print(backwards.enumerated().map { "\($0.offset):\($0.element)" })
print(["a", "b", "c"].reversed().joined(separator: "-"))
print(String("stressed".reversed()), Array("abc".reversed()))
for (i, c) in "abc".reversed().enumerated() { print(i, c) }
print(backwards.lazy.map { $0 + 1 }.first as Any)
print(zip(scores, scores.reversed()).map { $0 + $1 })
print(Set(backwards).count, backwards.first(where: { $0 < 8 }) as Any)
for i in scores.indices.reversed() { print(i, terminator: ",") }
print()
// expect: 5
// expect: 8
// expect: 3
// expect: [10, 16, 6] Array<Int>
// expect: [5, 8] Array<Int>
// expect: [5, 8, 3] Array<Int>
// expect: Optional(5) Optional(3) 3 false
// expect: true [3, 5, 8] 16 Optional(8)
// expect: ["0:5", "1:8", "2:3"]
// expect: c-b-a
// expect: desserts ["c", "b", "a"]
// expect: 0 c
// expect: 1 b
// expect: 2 a
// expect: Optional(6)
// expect: [8, 16, 8]
// expect: 3 Optional(5)
// expect: 2,1,0,
