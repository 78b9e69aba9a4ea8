// Property defaults computed by an immediately-called closure, once per instance.
struct Chessboard {
    let colors: [Bool] = {
        var board: [Bool] = []
        var isBlack = false
        for _ in 1...8 {
            for _ in 1...8 {
                board.append(isBlack)
                isBlack = !isBlack
            }
            isBlack = !isBlack
        }
        return board
    }()
    func squareIsBlack(row: Int, column: Int) -> Bool { colors[row * 8 + column] }
}
let board = Chessboard()
print(board.squareIsBlack(row: 0, column: 1), board.squareIsBlack(row: 7, column: 7))  // expect: true false
var made = 0
struct Ticket {
    let number: Int = {
        made += 1
        return made
    }()
}
let tickets = [Ticket(), Ticket(), Ticket()]
print(tickets.map(\.number))  // expect: [1, 2, 3]
