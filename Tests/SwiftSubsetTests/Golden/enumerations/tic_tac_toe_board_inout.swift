// Inout, mutating helpers and swap on a game board of enums.
enum Cell: Character { case empty = ".", x = "X", o = "O" }
struct Board: CustomStringConvertible {
    var cells = Array(repeating: Cell.empty, count: 9)
    mutating func play(_ index: Int, as player: Cell) -> Bool {
        guard cells.indices.contains(index), cells[index] == .empty else { return false }
        cells[index] = player
        return true
    }
    var winner: Cell? {
        let lines = [[0,1,2],[3,4,5],[6,7,8],[0,3,6],[1,4,7],[2,5,8],[0,4,8],[2,4,6]]
        for line in lines {
            let values = line.map { cells[$0] }
            if values[0] != .empty, values.allSatisfy({ $0 == values[0] }) { return values[0] }
        }
        return nil
    }
    var description: String {
        stride(from: 0, to: 9, by: 3).map { String(cells[$0..<$0+3].map(\.rawValue)) }.joined(separator: "/")
    }
}
func flip(_ player: inout Cell) { player = player == .x ? .o : .x }
var board = Board()
var player = Cell.x
for move in [4, 0, 4, 2, 1, 7, 6, 3, 8] {
    if board.play(move, as: player) { flip(&player) }
    if let w = board.winner { print("winner", w); break }
}
print(board, player)
var pair = (Cell.x, Cell.o)
pair = (pair.1, pair.0)
print(pair.0.rawValue, pair.1.rawValue)
// expect: OOX/XX./OXO x
// expect: O X
