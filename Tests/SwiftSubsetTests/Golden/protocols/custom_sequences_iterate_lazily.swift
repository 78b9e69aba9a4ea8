// for-in over a program's own Sequence calls next() once per iteration, interleaved with the body (an endless sequence stops at break); a Sequence returning an array's IndexingIterator; a nested Iterator type.
struct Naturals: Sequence, IteratorProtocol {
    var current = 0
    mutating func next() -> Int? {
        current += 1
        print("  next ->", current)
        return current
    }
}
for n in Naturals() {
    print("body", n)
    if n == 3 { break }
}

struct Deck: Sequence {
    var cards: [String]
    func makeIterator() -> IndexingIterator<[String]> { cards.makeIterator() }
}
let deck = Deck(cards: ["A", "K", "Q"])
for card in deck { print("card", card) }
print(deck.map { $0.lowercased() }, deck.contains("K"), deck.sorted())

struct Pages: Sequence {
    let count: Int
    struct Iterator: IteratorProtocol {
        var page = 0
        let count: Int
        mutating func next() -> String? {
            guard page < count else { return nil }
            page += 1
            return "page \(page)/\(count)"
        }
    }
    func makeIterator() -> Iterator { Iterator(count: count) }
}
for p in Pages(count: 2) { print(p) }
var pages = Pages(count: 3).makeIterator()
_ = pages.next()
print(pages.next() ?? "-", Array(Pages(count: 1)))
var total = 0
for (i, p) in Pages(count: 3).enumerated() where i != 1 { total += p.count; print(i, p) }
print(total)
// expect:   next -> 1
// expect: body 1
// expect:   next -> 2
// expect: body 2
// expect:   next -> 3
// expect: body 3
// expect: card A
// expect: card K
// expect: card Q
// expect: ["a", "k", "q"] true ["A", "K", "Q"]
// expect: page 1/2
// expect: page 2/2
// expect: page 2/3 ["page 1/1"]
// expect: 0 page 1/3
// expect: 2 page 3/3
// expect: 16
