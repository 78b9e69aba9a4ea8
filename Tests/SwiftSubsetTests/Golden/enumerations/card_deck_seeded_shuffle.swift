// A deck of cards: nested CaseIterable enums, synthesized Comparable, a seeded generator for shuffling, hands evaluated
struct Card: Comparable, CustomStringConvertible {
    enum Suit: String, CaseIterable, Comparable {
        case clubs = "♣", diamonds = "♦", hearts = "♥", spades = "♠"
        static func < (a: Suit, b: Suit) -> Bool { allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)! }
    }
    enum Rank: Int, CaseIterable, Comparable {
        case two = 2, three, four, five, six, seven, eight, nine, ten, jack, queen, king, ace
        static func < (a: Rank, b: Rank) -> Bool { a.rawValue < b.rawValue }
        var symbol: String {
            switch self {
            case .jack: "J"
            case .queen: "Q"
            case .king: "K"
            case .ace: "A"
            default: String(rawValue)
            }
        }
    }
    let rank: Rank
    let suit: Suit
    var description: String { rank.symbol + suit.rawValue }
    static func < (a: Card, b: Card) -> Bool { (a.rank, a.suit) < (b.rank, b.suit) }
}

struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E3779B97F4A7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58476D1CE4E5B9
        z = (z ^ (z >> 27)) &* 0x94D049BB133111EB
        return z ^ (z >> 31)
    }
}

enum Hand: Comparable {
    case highCard(Card.Rank), pair(Card.Rank), twoPair(Card.Rank, Card.Rank), threeOfAKind(Card.Rank), flush

    init(_ cards: [Card]) {
        let counts = Dictionary(grouping: cards, by: \.rank).mapValues(\.count)
        let pairs = counts.filter { $0.value == 2 }.keys.sorted(by: >)
        if Set(cards.map(\.suit)).count == 1 && cards.count >= 5 {
            self = .flush
        } else if let three = counts.first(where: { $0.value == 3 })?.key {
            self = .threeOfAKind(three)
        } else if pairs.count >= 2 {
            self = .twoPair(pairs[0], pairs[1])
        } else if let pair = pairs.first {
            self = .pair(pair)
        } else {
            self = .highCard(cards.map(\.rank).max()!)
        }
    }
}

let deck = Card.Suit.allCases.flatMap { suit in Card.Rank.allCases.map { Card(rank: $0, suit: suit) } }
print(deck.count, deck.first!, deck.last!, deck.sorted().prefix(5))
var rng = SplitMix64(seed: 42)
print(rng.next(), rng.next() % 100)
var generator = SplitMix64(seed: 7)
let shuffled = deck.shuffled(using: &generator)
print(shuffled.prefix(8))
print(Int.random(in: 1...6, using: &generator), Bool.random(using: &generator), [10, 20, 30].randomElement(using: &generator)!)
let hands = stride(from: 0, to: 20, by: 5).map { Array(shuffled[$0..<$0 + 5]) }
for hand in hands { print(hand.sorted(), Hand(hand)) }
let best = hands.max { Hand($0) < Hand($1) }!
print("best:", Hand(best))
print(Hand.pair(.ten) < .pair(.jack), Hand.twoPair(.two, .three) > .pair(.ace), Hand.flush > .threeOfAKind(.ace))

// expect: 52 2♣ A♠ [2♣, 2♦, 2♥, 2♠, 3♣]
// expect: 13679457532755275413 91
// expect: [9♦, 3♣, 10♠, 7♥, A♦, 5♦, 3♥, 10♦]
// expect: 3 true 10
// expect: [3♣, 7♥, 9♦, 10♠, A♦] highCard(main.Card.Rank.ace)
// expect: [2♦, 2♥, 3♥, 5♦, 10♦] pair(main.Card.Rank.two)
// expect: [3♦, 9♠, 10♣, J♠, K♠] highCard(main.Card.Rank.king)
// expect: [2♠, 4♣, 4♥, 6♠, J♥] pair(main.Card.Rank.four)
// expect: best: pair(main.Card.Rank.four)
// expect: true true true
