// Observer pattern with protocols, AnyObject constraints and identity.
protocol ScoreObserver: AnyObject {
    func scoreDidChange(to score: Int)
}
final class Game {
    private var observers: [ObjectIdentifier: ScoreObserver] = [:]
    private(set) var score = 0 {
        didSet { observers.values.sorted { "\($0)" < "\($1)" }.forEach { $0.scoreDidChange(to: score) } }
    }
    func add(_ o: ScoreObserver) { observers[ObjectIdentifier(o)] = o }
    func remove(_ o: ScoreObserver) { observers[ObjectIdentifier(o)] = nil }
    func play(points: Int) { score += points }
}
final class Scoreboard: ScoreObserver {
    var history: [Int] = []
    func scoreDidChange(to score: Int) { history.append(score) }
}
let game = Game()
let board = Scoreboard()
game.add(board)
game.play(points: 3)
game.play(points: 4)
game.remove(board)
game.play(points: 10)
print(board.history, game.score)
// expect: [3, 7] 17
