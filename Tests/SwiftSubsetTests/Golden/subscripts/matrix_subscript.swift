// A two-parameter subscript with a getter, setter and precondition on bounds.
struct Matrix {
    let rows: Int, columns: Int
    private var grid: [Double]
    init(rows: Int, columns: Int) {
        self.rows = rows
        self.columns = columns
        grid = Array(repeating: 0.0, count: rows * columns)
    }
    func indexIsValid(row: Int, column: Int) -> Bool {
        row >= 0 && row < rows && column >= 0 && column < columns
    }
    subscript(row: Int, column: Int) -> Double {
        get {
            precondition(indexIsValid(row: row, column: column), "Index out of range")
            return grid[row * columns + column]
        }
        set {
            precondition(indexIsValid(row: row, column: column), "Index out of range")
            grid[row * columns + column] = newValue
        }
    }
}
var m = Matrix(rows: 2, columns: 2)
m[0, 1] = 1.5
m[1, 0] = 3.2
m[1, 0] += 1
print(m[0, 0], m[0, 1], m[1, 0])  // expect: 0.0 1.5 4.2
print(m.indexIsValid(row: 2, column: 0))  // expect: false
