// A struct passed to a generic function whose constraint it does not declare.
protocol Scorable {
    var score: Int { get }
}

struct Player {
    var score: Int
}

func best<T: Scorable>(_ items: T, _ other: T) -> Int {
    max(items.score, other.score)
}

print(best(Player(score: 1), Player(score: 2)))  // expect error col 7: global function 'best' requires that 'Player' conform to 'Scorable'
