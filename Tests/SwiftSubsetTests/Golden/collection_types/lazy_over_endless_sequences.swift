// lazy over endless sequences: map/filter run element by element, only as far as first, prefix or a break need.
struct Naturals: Sequence, IteratorProtocol {
    var n = 0
    mutating func next() -> Int? { n += 1; return n }
}
var calls = 0
let firstBigSquare = Naturals().lazy.map { n -> Int in calls += 1; return n * n }.first { $0 > 50 }
print(firstBigSquare ?? 0, calls)
print(Array(Naturals().lazy.filter { $0 % 7 == 0 }.prefix(3)))
let doubling = sequence(first: 1) { $0 * 2 }
print(doubling.lazy.filter { $0 > 100 }.first { _ in true } ?? 0, Array(doubling.lazy.map { $0 + 1 }.prefix(4)))
for (count, square) in [1, 2, 3, 4].lazy.map({ n -> Int in print("square", n); return n * n }).enumerated() {
    print("got", square)
    if count == 1 { break }
}
for v in [5, 6].lazy.map({ x -> Int in print("map", x); return x }) { print("body", v) }
// expect: 64 8
// expect: [7, 14, 21]
// expect: 128 [2, 3, 5, 9]
// expect: square 1
// expect: got 1
// expect: square 2
// expect: got 4
// expect: map 5
// expect: body 5
// expect: map 6
// expect: body 6
