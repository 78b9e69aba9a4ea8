// A subscript declared with argument labels is called with them:
// `board[row: 0, col: 2]`. Leaving one out is refused, in a subscript as in
// a call, at the `[` when several arguments are written.
struct Board {
    var cells = Array(repeating: ".", count: 9)
    subscript(row row: Int, col col: Int) -> String {
        get { cells[row * 3 + col] }
        set { cells[row * 3 + col] = newValue }
    }
}
var board = Board()
board[row: 0, col: 2] = "X"
print(board[row: 0, col: 2])
board[row: 1, 1] = "O" // expect error col 6: missing argument label 'col:' in subscript
