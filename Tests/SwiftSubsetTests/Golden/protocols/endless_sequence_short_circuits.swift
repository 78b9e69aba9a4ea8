// An endless Sequence (Fibonacci) used with prefix, first(where:), contains, allSatisfy and for-in with break asks for no more elements than it needs; forEach interleaves next() with the body.
struct Fibonacci: Sequence, IteratorProtocol {
    var a = 0, b = 1
    mutating func next() -> Int? {
        defer { (a, b) = (b, a + b) }
        return a
    }
}
print(Array(Fibonacci().prefix(10)))
print(Fibonacci().first { $0 > 50 } ?? -1)
print(Fibonacci().contains(21), Fibonacci().contains { $0 % 7 == 0 && $0 > 0 })
print(Fibonacci().allSatisfy { $0 < 100 })
var index = 0
for f in Fibonacci() {
    defer { index += 1 }
    if index == 3 { continue }
    if f > 10 { break }
    print(index, f)
}
struct Ticker: Sequence, IteratorProtocol {
    var n = 0
    mutating func next() -> Int? { n += 1; print("tick", n); return n <= 3 ? n : nil }
}
Ticker().forEach { print("got", $0) }
print(Array(Ticker().prefix(0)), Array(Ticker().prefix(2)))
// expect: [0, 1, 1, 2, 3, 5, 8, 13, 21, 34]
// expect: 55
// expect: true true
// expect: false
// expect: 0 0
// expect: 1 1
// expect: 2 1
// expect: 4 3
// expect: 5 5
// expect: 6 8
// expect: tick 1
// expect: got 1
// expect: tick 2
// expect: got 2
// expect: tick 3
// expect: got 3
// expect: tick 4
// expect: tick 1
// expect: tick 2
// expect: [] [1, 2]
