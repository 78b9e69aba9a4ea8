// Tic-tac-toe: a board of optional marks, moves validated with errors, winners found over rows, columns and diagonals, and a scripted game printed.
enum Mark: Character {
    case x = "X", o = "O"
    var other: Mark { self == .x ? .o : .x }
}

enum MoveError: Error {
    case outOfBounds(Int, Int)
    case occupied(by: Mark)
    case gameOver
}

struct Board {
    private var cells: [[Mark?]] = Array(repeating: Array(repeating: nil, count: 3), count: 3)
    private(set) var turn = Mark.x
    private(set) var winner: Mark?

    var isFull: Bool { cells.allSatisfy { row in row.allSatisfy { $0 != nil } } }

    mutating func play(_ r: Int, _ c: Int) throws {
        guard winner == nil else { throw MoveError.gameOver }
        guard (0..<3).contains(r), (0..<3).contains(c) else { throw MoveError.outOfBounds(r, c) }
        if let mark = cells[r][c] { throw MoveError.occupied(by: mark) }
        cells[r][c] = turn
        winner = findWinner()
        turn = turn.other
    }

    private func findWinner() -> Mark? {
        var lines: [[Mark?]] = cells
        for c in 0..<3 { lines.append(cells.map { $0[c] }) }
        lines.append((0..<3).map { cells[$0][$0] })
        lines.append((0..<3).map { cells[$0][2 - $0] })
        for line in lines {
            if let first = line[0], line.allSatisfy({ $0 == first }) { return first }
        }
        return nil
    }

    func render() -> String {
        cells.map { row in String(row.map { $0?.rawValue ?? "." }) }.joined(separator: "/")
    }
}

var board = Board()
let moves = [(1, 1), (0, 0), (1, 1), (2, 2), (3, 0), (0, 2), (0, 1), (2, 0), (1, 0), (1, 2), (2, 1)]
for (r, c) in moves {
    do {
        try board.play(r, c)
        print("\(r),\(c) -> \(board.render())")
    } catch MoveError.occupied(let mark) {
        print("\(r),\(c) taken by \(mark)")
    } catch {
        print("\(r),\(c) error: \(error)")
    }
}
// expect: 1,1 -> .../.X./...
// expect: 0,0 -> O../.X./...
// expect: 1,1 taken by x
// expect: 2,2 -> O../.X./..X
// expect: 3,0 error: outOfBounds(3, 0)
// expect: 0,2 -> O.O/.X./..X
// expect: 0,1 -> OXO/.X./..X
// expect: 2,0 -> OXO/.X./O.X
// expect: 1,0 -> OXO/XX./O.X
// expect: 1,2 -> OXO/XXO/O.X
// expect: 2,1 -> OXO/XXO/OXX
print(board.winner.map { "\($0.rawValue) wins" } ?? "no winner", board.isFull)
// expect: X wins true
