// Passing a static property that does not exist as inout: the missing member is the error, said once
enum Scoreboard {
    static var highScore = 0
}
func raise(_ value: inout Int, to candidate: Int) {
    if candidate > value { value = candidate }
}
raise(&Scoreboard.highscore, to: 40) // expect error col 19: type 'Scoreboard' has no member 'highscore'
print(Scoreboard.highScore)
