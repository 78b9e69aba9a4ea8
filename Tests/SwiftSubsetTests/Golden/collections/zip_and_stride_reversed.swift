// `reversed()` of a zip or a stride is Sequence's: an array of the elements
// (an array's own `reversed()` is a lazy ReversedCollection view).
let pairs = zip(["a", "b", "c"], 1...3).reversed()
print(pairs)
// expect: [("c", 3), ("b", 2), ("a", 1)]
print(stride(from: 0, to: 9, by: 3).reversed())
// expect: [6, 3, 0]
let halves = stride(from: 0.0, through: 1.0, by: 0.5)
print(halves.reversed().map { $0 * 2 })
// expect: [2.0, 1.0, 0.0]
print([1, 2, 3].reversed())
// expect: ReversedCollection<Array<Int>>(_base: [1, 2, 3])
var total = 0
for (i, n) in zip(stride(from: 10, to: 0, by: -3), [1, 2, 3, 4]).reversed() { total += i * n }
print(total)
// expect: 40
