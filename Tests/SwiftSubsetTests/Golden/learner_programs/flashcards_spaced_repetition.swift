// Flashcards with spaced repetition: a Leitner box enum with Int raw values, answers moving cards between boxes, due days computed from the box, and a study session sorted by several keys.
enum Box: Int, CaseIterable, Comparable {
    case new = 0, learning, review, mastered

    var interval: Int {
        switch self {
        case .new: 0
        case .learning: 1
        case .review: 3
        case .mastered: 7
        }
    }

    func promoted() -> Box { Box(rawValue: rawValue + 1) ?? .mastered }

    static func < (a: Box, b: Box) -> Bool { a.rawValue < b.rawValue }
}

struct Card: Identifiable {
    let id: Int
    let front: String
    let back: String
    var box: Box = .new
    var dueDay = 0
    var lapses = 0

    mutating func answer(correct: Bool, today: Int) {
        if correct {
            box = box.promoted()
        } else {
            box = .learning
            lapses += 1
        }
        dueDay = today + box.interval
    }
}

struct Deck {
    var cards: [Card]

    func due(on day: Int) -> [Card] {
        cards.filter { $0.dueDay <= day }
            .sorted { ($0.box, $0.dueDay, $0.id) < ($1.box, $1.dueDay, $1.id) }
    }

    mutating func study(day: Int, knows: (Card) -> Bool) -> String {
        let session = due(on: day)
        for card in session {
            guard let index = cards.firstIndex(where: { $0.id == card.id }) else { continue }
            cards[index].answer(correct: knows(card), today: day)
        }
        return "day \(day): " + (session.isEmpty ? "rest" : session.map(\.front).joined(separator: " "))
    }

    var summary: [Box: Int] {
        Dictionary(grouping: cards, by: \.box).mapValues(\.count)
    }
}

let words = [("hola", "hello"), ("gato", "cat"), ("perro", "dog"), ("casa", "house")]
var deck = Deck(cards: words.enumerated().map { Card(id: $0.offset, front: $0.element.0, back: $0.element.1) })
var attempts: [String: Int] = [:]
for day in 0...8 {
    let line = deck.study(day: day) { card in
        attempts[card.front, default: 0] += 1
        return card.front != "perro" || attempts[card.front]! > 2
    }
    print(line)
}
for box in Box.allCases {
    print(box, deck.summary[box] ?? 0)
}
print(deck.cards.map { "\($0.front):\($0.lapses)" })
print(deck.cards.max { $0.dueDay < $1.dueDay }.map { "\($0.back) due \($0.dueDay)" } ?? "")
print(Box.allCases.filter { $0 > .learning })

// expect: day 0: hola gato perro casa
// expect: day 1: hola gato perro casa
// expect: day 2: perro
// expect: day 3: rest
// expect: day 4: hola gato casa
// expect: day 5: perro
// expect: day 6: rest
// expect: day 7: rest
// expect: day 8: rest
// expect: new 0
// expect: learning 0
// expect: review 0
// expect: mastered 4
// expect: ["hola:0", "gato:0", "perro:2", "casa:0"]
// expect: dog due 12
// expect: [main.Box.review, main.Box.mastered]
