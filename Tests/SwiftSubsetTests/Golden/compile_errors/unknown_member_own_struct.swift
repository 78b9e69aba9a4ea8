// A misspelled property of the program's own struct, which conforms to standard protocols, is refused before it runs.
struct Player: Hashable, CustomStringConvertible {
    var name: String
    var score = 0
    var description: String { "\(name): \(score)" }
}
var player = Player(name: "Kim")
player.score += 10
print(player)
print(player.nmae) // expect error col 14: value of type 'Player' has no member 'nmae'
