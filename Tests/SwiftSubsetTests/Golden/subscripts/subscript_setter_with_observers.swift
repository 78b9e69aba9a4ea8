// A subscript setter on a class writes through; on a struct it mutates the variable.
final class Grid {
    private var cells: [String: Character] = [:]
    var writes = 0
    subscript(x: Int, y: Int) -> Character {
        get { cells["\(x),\(y)"] ?? "." }
        set {
            writes += 1
            cells["\(x),\(y)"] = newValue
        }
    }
    func render(width: Int, height: Int) -> String {
        (0..<height).map { y in String((0..<width).map { x in self[x, y] }) }.joined(separator: "\n")
    }
}
let board = Grid()
board[0, 0] = "X"
board[2, 1] = "O"
board[1, 1] = board[0, 0]
print(board.render(width: 3, height: 2))
// expect: X..
// expect: .XO
print(board.writes)  // expect: 3
