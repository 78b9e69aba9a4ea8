// A text adventure as a state machine: rooms as an enum, commands parsed from words, an inventory set and a scripted play-through.
enum Room: String, CaseIterable {
    case hall, library, cellar, garden

    var exits: [String: Room] {
        switch self {
        case .hall: return ["north": .library, "down": .cellar]
        case .library: return ["south": .hall, "east": .garden]
        case .cellar: return ["up": .hall]
        case .garden: return ["west": .library]
        }
    }

    var item: String? {
        switch self {
        case .library: return "key"
        case .cellar: return "lamp"
        default: return nil
        }
    }
}

enum Command {
    case go(String)
    case take
    case look
    case unknown(String)

    init(_ text: String) {
        let words = text.lowercased().split(separator: " ").map(String.init)
        switch (words.first, words.count) {
        case ("go"?, 2): self = .go(words[1])
        case ("take"?, 1): self = .take
        case ("look"?, _): self = .look
        default: self = .unknown(text)
        }
    }
}

struct Game {
    var room = Room.hall
    var inventory: Set<String> = []
    var taken: Set<Room> = []
    var moves = 0

    var isWon: Bool { room == .garden && inventory.contains("key") && inventory.contains("lamp") }

    mutating func handle(_ command: Command) -> String {
        moves += 1
        switch command {
        case .go(let direction):
            guard let next = room.exits[direction] else { return "You can't go \(direction)." }
            if next == .garden && !inventory.contains("key") { return "The garden gate is locked." }
            room = next
            return "You enter the \(room.rawValue)."
        case .take:
            guard let item = room.item, !taken.contains(room) else { return "Nothing here." }
            taken.insert(room)
            inventory.insert(item)
            return "Taken: \(item)."
        case .look:
            let exits = room.exits.keys.sorted().joined(separator: ", ")
            return "You are in the \(room.rawValue). Exits: \(exits)."
        case .unknown(let text):
            moves -= 1
            return "I don't understand '\(text)'."
        }
    }
}

var game = Game()
let script = ["look", "go north", "go east", "take", "Take", "dance", "go south", "go down", "take", "go up", "go north", "go east"]
for line in script {
    print("> \(line): \(game.handle(Command(line)))")
    if game.isWon { print("You win in \(game.moves) moves!"); break }
}
// expect: > look: You are in the hall. Exits: down, north.
// expect: > go north: You enter the library.
// expect: > go east: The garden gate is locked.
// expect: > take: Taken: key.
// expect: > Take: Nothing here.
// expect: > dance: I don't understand 'dance'.
// expect: > go south: You enter the hall.
// expect: > go down: You enter the cellar.
// expect: > take: Taken: lamp.
// expect: > go up: You enter the hall.
// expect: > go north: You enter the library.
// expect: > go east: You enter the garden.
// expect: You win in 11 moves!
print(game.inventory.sorted(), Room.allCases.filter { $0.item != nil })
// expect: ["key", "lamp"] [main.Room.library, main.Room.cellar]
