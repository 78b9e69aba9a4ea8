// A struct held in a let cannot have a property changed, even a var one.
struct Player {
    var name: String
    var score = 0
}

let player = Player(name: "Sam")
player.score += 10 // expect error col 14: left side of mutating operator isn't mutable: 'player' is a 'let' constant
print(player.score)
