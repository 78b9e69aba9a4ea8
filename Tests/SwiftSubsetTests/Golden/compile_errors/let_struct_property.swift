// A struct held in a `let` cannot have its properties changed.
struct Player {
    var name: String
    var score = 0
}
let player = Player(name: "Ada")
player.score = 10 // expect error col 8: cannot assign to property: 'player' is a 'let' constant
print(player.score)
