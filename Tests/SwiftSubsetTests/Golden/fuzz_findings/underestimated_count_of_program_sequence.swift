// underestimatedCount of a program's own Sequence is Sequence's default, 0, even when it has elements; a collection's is its count (difffuzz seed 904000029).
struct Words: Sequence {
    let text: String
    func makeIterator() -> IndexingIterator<[String]> {
        text.split(separator: " ").map(String.init).makeIterator()
    }
}
print(Words(text: "").underestimatedCount, Words(text: "tea rice Ken").underestimatedCount)
print([1, 2, 3].underestimatedCount, "abc".underestimatedCount, (1...4).underestimatedCount, ["a": 1].underestimatedCount)
print(Array(Words(text: "tea rice Ken")).count)
// expect: 0 0
// expect: 3 3 4 1
// expect: 3
