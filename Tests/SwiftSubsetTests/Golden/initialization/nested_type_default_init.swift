// A nested type's implicit init() used as a property default.
struct Game {
    struct Options {
        var difficulty = "normal"
        var rounds = 3
    }
    struct Score { var points = 0 }
    var options = Options()
    var scores: [String: Score] = [:]
    var log = [String]()
    mutating func record(_ player: String, _ points: Int) {
        scores[player, default: Score()].points += points
        log.append("\(player)+\(points)")
    }
}
var game = Game()
game.options.rounds = 5
game.record("ana", 3)
game.record("ana", 4)
print(game.options.difficulty, game.options.rounds)  // expect: normal 5
print(game.scores["ana"]!.points, game.log)  // expect: 7 ["ana+3", "ana+4"]
print(Game.Options())  // expect: Options(difficulty: "normal", rounds: 3)
