// enumerated() on a program's own Sequence is an EnumeratedSequence: each element is numbered as it is pulled, so an endless sequence can be enumerated and left with break, first(where:) or prefix; map and filter still give arrays.
struct Squares: Sequence, IteratorProtocol {
    var root = 0
    mutating func next() -> Int? { root += 1; return root * root }
}
struct Deck: Sequence, IteratorProtocol {
    var cards: [String]
    mutating func next() -> String? { cards.isEmpty ? nil : cards.removeFirst() }
}
for (index, square) in Squares().enumerated() {
    if square > 10 { break }
    print(index, square)
}
// expect: 0 1
// expect: 1 4
// expect: 2 9
let firstBig = Squares().enumerated().first { $0.element > 50 }!
print(firstBig.offset, firstBig.element)  // expect: 7 64
print(Squares().enumerated().prefix(3).map { $0.offset * $0.element })  // expect: [0, 4, 18]
let deck = Deck(cards: ["ace", "king", "queen"])
print(deck.enumerated().map { "\($0.offset + 1). \($0.element)" })  // expect: ["1. ace", "2. king", "3. queen"]
print(deck.enumerated().filter { $0.offset != 1 }.map(\.element))  // expect: ["ace", "queen"]
extension Sequence {
    func labelled() -> [String] { enumerated().map { "#\($0.offset)=\($0.element)" } }
}
print(deck.labelled(), [true, false].labelled())  // expect: ["#0=ace", "#1=king", "#2=queen"] ["#0=true", "#1=false"]
