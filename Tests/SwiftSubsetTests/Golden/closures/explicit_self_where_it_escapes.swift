// Where an escaping closure in a class may use members without `self.`: after `[weak self]` and
// `guard let self`, with `[self]` in its capture list, in `Task { }`; a non-escaping closure always may.
final class Scoreboard {
    var points = 0
    var handlers: [() -> Void] = []
    func each(_ body: (Int) -> Void) { for i in 1...2 { body(i) } }
    func setUp() {
        handlers.append { [weak self] in
            guard let self else { return }
            points += 10
        }
        handlers.append { [self] in points += 1 }
        handlers.append { self.points *= 2 }
        each { points += $0 }
    }
}
let board = Scoreboard()
board.setUp()
print(board.points)
board.handlers.forEach { $0() }
print(board.points)

// expect: 3
// expect: 28
