// A sudoku validator: rows, columns and boxes checked with Sets, the first conflict reported with its place, and candidates for an empty cell by set subtraction.
struct Sudoku {
    var grid: [[Int]]

    init(_ rows: [String]) {
        grid = rows.map { row in row.compactMap { $0 == "." ? 0 : $0.wholeNumberValue } }
    }

    func row(_ r: Int) -> [Int] { grid[r] }
    func column(_ c: Int) -> [Int] { grid.map { $0[c] } }
    func box(_ b: Int) -> [Int] {
        let top = (b / 3) * 3, left = (b % 3) * 3
        return (top..<top + 3).flatMap { r in grid[r][left..<left + 3] }
    }

    static func duplicate(in values: [Int]) -> Int? {
        var seen = Set<Int>()
        for v in values where v != 0 {
            if !seen.insert(v).inserted { return v }
        }
        return nil
    }

    func firstConflict() -> String? {
        let groups: [(String, (Int) -> [Int])] = [("row", row), ("column", column), ("box", box)]
        for (kind, values) in groups {
            for i in 0..<9 {
                if let d = Sudoku.duplicate(in: values(i)) {
                    return "\(kind) \(i + 1) repeats \(d)"
                }
            }
        }
        return nil
    }

    func candidates(row r: Int, column c: Int) -> [Int] {
        guard grid[r][c] == 0 else { return [] }
        let used = Set(row(r)).union(column(c)).union(box((r / 3) * 3 + c / 3))
        return Set(1...9).subtracting(used).sorted()
    }

    var emptyCells: Int { grid.joined().filter { $0 == 0 }.count }
}

let puzzle = Sudoku([
    "53..7....",
    "6..195...",
    ".98....6.",
    "8...6...3",
    "4..8.3..1",
    "7...2...6",
    ".6....28.",
    "...419..5",
    "....8..79",
])
print(puzzle.firstConflict() ?? "valid")
print("empty: \(puzzle.emptyCells)")
print(puzzle.candidates(row: 0, column: 2))
print(puzzle.candidates(row: 4, column: 4))
print(puzzle.candidates(row: 0, column: 0))
print(puzzle.box(4))

var broken = puzzle
broken.grid[0][2] = 8
print(broken.firstConflict() ?? "valid")
broken.grid[0][2] = 4
broken.grid[2][0] = 5
print(broken.firstConflict() ?? "valid")
var boxOnly = puzzle
boxOnly.grid[1][1] = 9
print(boxOnly.firstConflict() ?? "valid")

let onlyChoices = (0..<9).flatMap { r in (0..<9).map { c in (r, c) } }
    .filter { puzzle.candidates(row: $0.0, column: $0.1).count == 1 }
    .map { "(\($0.0),\($0.1))=\(puzzle.candidates(row: $0.0, column: $0.1)[0])" }
print(onlyChoices.count, onlyChoices.first ?? "")

// expect: valid
// expect: empty: 51
// expect: [1, 2, 4]
// expect: [5]
// expect: []
// expect: [0, 6, 0, 8, 0, 3, 0, 2, 0]
// expect: column 3 repeats 8
// expect: column 1 repeats 5
// expect: row 2 repeats 9
// expect: 4 (4,4)=5
