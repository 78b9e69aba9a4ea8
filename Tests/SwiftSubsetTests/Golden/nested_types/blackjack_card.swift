// Nested enums and a nested struct inside a struct, referred to by qualified names.
struct BlackjackCard {
    enum Suit: Character { case spades = "♠", hearts = "♡", diamonds = "♢", clubs = "♣" }
    enum Rank: Int {
        case two = 2, three, four, five, six, seven, eight, nine, ten
        case jack, queen, king, ace
        struct Values { let first: Int, second: Int? }
        var values: Values {
            switch self {
            case .ace: return Values(first: 1, second: 11)
            case .jack, .queen, .king: return Values(first: 10, second: nil)
            default: return Values(first: rawValue, second: nil)
            }
        }
    }
    let rank: Rank, suit: Suit
    var description: String {
        var output = "suit is \(suit.rawValue), value is \(rank.values.first)"
        if let second = rank.values.second { output += " or \(second)" }
        return output
    }
}
let theAceOfSpades = BlackjackCard(rank: .ace, suit: .spades)
print("theAceOfSpades: \(theAceOfSpades.description)")  // expect: theAceOfSpades: suit is ♠, value is 1 or 11
let heartsSymbol = BlackjackCard.Suit.hearts.rawValue
print(heartsSymbol)  // expect: ♡
print(BlackjackCard(rank: .queen, suit: .clubs).description)  // expect: suit is ♣, value is 10
print(BlackjackCard.Rank.Values(first: 2, second: nil).second as Any)  // expect: nil
