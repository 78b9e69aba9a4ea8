// A struct's memberwise initializer meets an init requirement only by its full name: init(name:score:) is not init(name:).
protocol Named {
    init(name: String)
}
struct Player: Named { // expect error col 8: type 'Player' does not conform to protocol 'Named'
    var name: String
    var score: Int = 0
}
print(Player(name: "Ada"))
