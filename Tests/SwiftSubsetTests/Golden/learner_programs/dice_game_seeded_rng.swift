// A dice game with a seeded random number generator: a struct conforming to RandomNumberGenerator, rolls with Int.random(in:using:), and turns scored with a switch over the dice.
struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state = state &* 6364136223846793005 &+ 1442695040888963407
        var z = state
        z = (z ^ (z >> 30)) &* 0xbf58476d1ce4e5b9
        z = (z ^ (z >> 27)) &* 0x94d049bb133111eb
        return z ^ (z >> 31)
    }
}

struct Player {
    let name: String
    var score = 0
    var rolls: [[Int]] = []
}

func score(_ dice: [Int]) -> Int {
    let sorted = dice.sorted()
    switch (sorted[0], sorted[1], sorted[2]) {
    case let (a, b, c) where a == b && b == c:
        return a == 1 ? 100 : a * 10
    case let (a, b, c) where b == a + 1 && c == b + 1:
        return 30
    case let (a, b, c) where a == b || b == c:
        return (a == b ? a : c) * 2 + (a == b ? c : a)
    default:
        return dice.reduce(0, +)
    }
}

var rng = SeededGenerator(seed: 2024)
var players = [Player(name: "Ada"), Player(name: "Grace")]
for round in 1...3 {
    for i in players.indices {
        let dice = (0..<3).map { _ in Int.random(in: 1...6, using: &rng) }
        players[i].rolls.append(dice)
        players[i].score += score(dice)
    }
    print("round \(round): " + players.map { "\($0.name) \($0.score)" }.joined(separator: ", "))
}
for player in players {
    print(player.name, player.rolls)
}
let winner = players.max { $0.score < $1.score }!
print("winner: \(winner.name)")

print(score([3, 3, 3]), score([1, 1, 1]), score([4, 2, 3]), score([5, 2, 5]), score([6, 1, 3]))
var again = SeededGenerator(seed: 2024)
var fresh = SeededGenerator(seed: 2024)
print(again.next() == fresh.next())
print(Bool.random(using: &again) || true)
print([10, 20, 30].shuffled(using: &again).sorted())

// expect: round 1: Ada 11, Grace 12
// expect: round 2: Ada 21, Grace 26
// expect: round 3: Ada 27, Grace 33
// expect: Ada [[2, 3, 6], [4, 3, 3], [4, 1, 1]]
// expect: Grace [[6, 1, 5], [5, 4, 5], [3, 2, 2]]
// expect: winner: Grace
// expect: 30 100 30 12 10
// expect: true
// expect: true
// expect: [10, 20, 30]
