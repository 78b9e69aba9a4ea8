// zip with a program's own endless Sequence pulls pairs one at a time (the first sequence, then the second) and stops at the shorter.
struct Counter: Sequence, IteratorProtocol {
    var n = 0
    mutating func next() -> Int? { n += 1; print("next", n); return n }
}
for (a, b) in zip(Counter(), ["x", "y"]) { print(a, b) }
let labels = zip(["first", "second"], Counter()).map { "\($0)=\($1)" }
print(labels)
let powers = zip(sequence(first: 1) { $0 * 2 }, 0..<4).map { $0 * $1 }
print(powers)
// expect: next 1
// expect: 1 x
// expect: next 2
// expect: 2 y
// expect: next 3
// expect: next 1
// expect: next 2
// expect: ["first=1", "second=2"]
// expect: [0, 2, 8, 24]
