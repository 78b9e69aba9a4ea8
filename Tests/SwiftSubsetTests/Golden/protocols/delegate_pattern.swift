// A class-only protocol used for a weak delegate, as in UIKit-style code.
protocol GameDelegate: AnyObject {
    func gameDidStart(_ game: DiceGame)
    func game(_ game: DiceGame, didRoll value: Int)
    func gameDidEnd(_ game: DiceGame)
}
final class DiceGame {
    weak var delegate: GameDelegate?
    private var rolls: [Int]
    private(set) var total = 0
    init(rolls: [Int]) { self.rolls = rolls }
    func play() {
        delegate?.gameDidStart(self)
        for value in rolls {
            total += value
            delegate?.game(self, didRoll: value)
        }
        delegate?.gameDidEnd(self)
    }
}
final class Tracker: GameDelegate {
    var turns = 0
    func gameDidStart(_ game: DiceGame) { print("started") }
    func game(_ game: DiceGame, didRoll value: Int) { turns += 1; print("rolled \(value)") }
    func gameDidEnd(_ game: DiceGame) { print("ended after \(turns) turns, total \(game.total)") }
}
let tracker = Tracker()
let game = DiceGame(rolls: [3, 5, 2])
game.delegate = tracker
game.play()
// expect: started
// expect: rolled 3
// expect: rolled 5
// expect: rolled 2
// expect: ended after 3 turns, total 10
