// A text adventure's command loop: labelled loops, switch on tuples with where, fallthrough, guard, continue and break
enum Direction: String, CaseIterable { case north, south, east, west }

struct Room {
    let name: String
    var exits: [Direction: String]
    var items: [String]
}

var rooms: [String: Room] = [
    "hall": Room(name: "hall", exits: [.north: "library", .east: "kitchen"], items: ["lamp"]),
    "library": Room(name: "library", exits: [.south: "hall"], items: ["book", "key"]),
    "kitchen": Room(name: "kitchen", exits: [.west: "hall", .north: "cellar"], items: []),
    "cellar": Room(name: "cellar", exits: [.south: "kitchen"], items: ["treasure"]),
]

var location = "hall"
var inventory: [String] = []
var moves = 0
let script = ["look", "take lamp", "go north", "take key", "take sword", "go west", "go south",
              "go east", "go north", "open chest", "take treasure", "dance", "quit", "look"]

game: for line in script {
    let words = line.split(separator: " ").map(String.init)
    guard let verb = words.first else { continue }
    let noun = words.count > 1 ? words[1] : nil
    moves += 1
    switch (verb, noun) {
    case ("look", nil):
        let room = rooms[location]!
        let exits = Direction.allCases.filter { room.exits[$0] != nil }.map(\.rawValue)
        print("[\(room.name)] items: \(room.items) exits: \(exits)")
    case ("go", let dir?):
        guard let direction = Direction(rawValue: dir), let target = rooms[location]!.exits[direction] else {
            print("You can't go \(dir).")
            continue game
        }
        if target == "cellar" && !inventory.contains("lamp") {
            print("Too dark to enter.")
            break
        }
        location = target
        print("You walk \(dir) to the \(target).")
    case ("take", let item?) where rooms[location]!.items.contains(item):
        rooms[location]!.items.removeAll { $0 == item }
        inventory.append(item)
        print("Taken: \(item)")
        if item == "treasure" { print("You win!"); fallthrough } else { break }
    case ("quit", _):
        print("Bye after \(moves) moves.")
        break game
    case ("take", let item?):
        print("No \(item) here.")
    default:
        print("I don't understand '\(line)'.")
    }
}
print(location, inventory.sorted(), moves)

var grid = [[1, 2, 3], [4, 5, 6], [7, 8, 9]]
var found: (Int, Int)? = nil
search: for (r, row) in grid.enumerated() {
    for (c, value) in row.enumerated() where value % 2 == 0 {
        if value > 5 { found = (r, c); break search }
    }
}
print(found.map { "\($0.0),\($0.1)" } ?? "none")
var n = 0
outer: while true {
    n += 1
    repeat {
        n += 10
        if n > 50 { break outer }
    } while n % 3 != 0
}
print(n)
grid[1][1] = 0
print(grid.flatMap { $0 }.filter { $0 != 0 }.count)

// expect: [hall] items: ["lamp"] exits: ["north", "east"]
// expect: Taken: lamp
// expect: You walk north to the library.
// expect: Taken: key
// expect: No sword here.
// expect: You can't go west.
// expect: You walk south to the hall.
// expect: You walk east to the kitchen.
// expect: You walk north to the cellar.
// expect: I don't understand 'open chest'.
// expect: Taken: treasure
// expect: You win!
// expect: Bye after 11 moves.
// expect: cellar ["key", "lamp", "treasure"] 11
// expect: 1,2
// expect: 53
// expect: 8
