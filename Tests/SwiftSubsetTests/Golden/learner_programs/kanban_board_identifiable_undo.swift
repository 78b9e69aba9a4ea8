// A kanban board of Identifiable cards: moves between columns filtered by an enum, edits found by id with firstIndex(where:), and an undo stack of whole-board snapshots (value semantics make a snapshot a plain copy).
enum Column: String, CaseIterable, Comparable {
    case backlog, doing, done
    static func < (a: Column, b: Column) -> Bool {
        allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)!
    }
}

struct Card: Identifiable, Equatable {
    let id: Int
    var title: String
    var column: Column = .backlog
    var points: Int
}

struct Board {
    private(set) var cards: [Card] = []
    private var history: [[Card]] = []
    private var nextID = 1

    private mutating func remember() { history.append(cards) }

    @discardableResult
    mutating func add(_ title: String, points: Int) -> Card.ID {
        remember()
        let card = Card(id: nextID, title: title, points: points)
        nextID += 1
        cards.append(card)
        return card.id
    }

    mutating func move(_ id: Card.ID, to column: Column) -> Bool {
        guard let index = cards.firstIndex(where: { $0.id == id }), cards[index].column != column else { return false }
        remember()
        cards[index].column = column
        return true
    }

    mutating func undo() -> Bool {
        guard let previous = history.popLast() else { return false }
        cards = previous
        return true
    }

    func cards(in column: Column) -> [Card] { cards.filter { $0.column == column } }

    func summary() -> String {
        Column.allCases.map { column in
            let titles = cards(in: column).map(\.title)
            return "\(column.rawValue)(\(cards(in: column).reduce(0) { $0 + $1.points }))[\(titles.joined(separator: ","))]"
        }.joined(separator: " | ")
    }
}

var board = Board()
let login = board.add("login", points: 3)
let search = board.add("search", points: 5)
board.add("profile", points: 2)
print(board.summary())
print(board.move(login, to: .doing), board.move(login, to: .doing))
_ = board.move(search, to: .done)
print(board.summary())
print(board.undo(), board.summary())
_ = board.move(login, to: .done)
print(board.cards.sorted { ($0.column, $0.id) > ($1.column, $1.id) }.map { "\($0.id):\($0.title)" })
while board.undo() {}
print(board.cards.isEmpty, board.undo(), Column.doing > .backlog)

// expect: backlog(10)[login,search,profile] | doing(0)[] | done(0)[]
// expect: true false
// expect: backlog(2)[profile] | doing(3)[login] | done(5)[search]
// expect: true backlog(7)[search,profile] | doing(3)[login] | done(0)[]
// expect: ["1:login", "3:profile", "2:search"]
// expect: true false true
