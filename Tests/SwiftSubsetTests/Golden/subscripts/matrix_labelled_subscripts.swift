// Subscripts with labels, defaults and generic subscripts on a matrix model.
struct Matrix {
    let rows: Int, columns: Int
    private var grid: [Double]
    init(rows: Int, columns: Int, fill: Double = 0) {
        self.rows = rows; self.columns = columns
        grid = Array(repeating: fill, count: rows * columns)
    }
    subscript(row: Int, column: Int) -> Double {
        get { grid[row * columns + column] }
        set { grid[row * columns + column] = newValue }
    }
    subscript(row row: Int) -> [Double] {
        Array(grid[(row * columns)..<((row + 1) * columns)])
    }
    var transposed: Matrix {
        var t = Matrix(rows: columns, columns: rows)
        for r in 0..<rows { for c in 0..<columns { t[c, r] = self[r, c] } }
        return t
    }
}
var m = Matrix(rows: 2, columns: 3)
for r in 0..<2 { for c in 0..<3 { m[r, c] = Double(r * 3 + c) } }
print(m[row: 1], m.transposed[row: 2], m.transposed.rows)
m[0, 0] += 10
print(m[0, 0])
// expect: [3.0, 4.0, 5.0] [2.0, 5.0] 3
// expect: 10.0
