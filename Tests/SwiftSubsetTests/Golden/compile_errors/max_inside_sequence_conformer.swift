// A type that conforms to Sequence gets Sequence's `max()` and
// `max(by:)`: inside it, `max(a, b)` means those methods, not Swift's
// global `max`.
struct Scores: Sequence {
    var values: [Int]
    func makeIterator() -> IndexingIterator<[Int]> { values.makeIterator() }
    func best(atLeast floor: Int) -> Int {
        max(values.max() ?? 0, floor) // expect error col 9: use of 'max' refers to instance method rather than global function 'max' in module 'Swift'
    }
}
print(Scores(values: [3, 8]).best(atLeast: 5))
