// A small matrix type: mutating methods, static factories, subscripts with two parameters, operators, description
struct Matrix: Equatable, CustomStringConvertible {
    let rows: Int, columns: Int
    private(set) var grid: [Double]

    init(rows: Int, columns: Int, repeating value: Double = 0) {
        self.rows = rows
        self.columns = columns
        grid = Array(repeating: value, count: rows * columns)
    }

    init(_ values: [[Double]]) {
        self.init(rows: values.count, columns: values.first?.count ?? 0)
        for (r, row) in values.enumerated() {
            for (c, v) in row.enumerated() { self[r, c] = v }
        }
    }

    static func identity(_ n: Int) -> Matrix {
        var m = Matrix(rows: n, columns: n)
        for i in 0..<n { m[i, i] = 1 }
        return m
    }

    subscript(row: Int, column: Int) -> Double {
        get {
            precondition(row < rows && column < columns, "index out of range")
            return grid[row * columns + column]
        }
        set { grid[row * columns + column] = newValue }
    }

    var transposed: Matrix {
        var t = Matrix(rows: columns, columns: rows)
        for r in 0..<rows { for c in 0..<columns { t[c, r] = self[r, c] } }
        return t
    }

    mutating func scale(by k: Double) {
        for i in grid.indices { grid[i] *= k }
    }

    mutating func swapRows(_ a: Int, _ b: Int) {
        for c in 0..<columns {
            let tmp = self[a, c]
            self[a, c] = self[b, c]
            self[b, c] = tmp
        }
    }

    static func * (lhs: Matrix, rhs: Matrix) -> Matrix? {
        guard lhs.columns == rhs.rows else { return nil }
        var out = Matrix(rows: lhs.rows, columns: rhs.columns)
        for r in 0..<lhs.rows {
            for c in 0..<rhs.columns {
                out[r, c] = (0..<lhs.columns).reduce(0) { $0 + lhs[r, $1] * rhs[$1, c] }
            }
        }
        return out
    }

    static func + (lhs: Matrix, rhs: Matrix) -> Matrix {
        var out = lhs
        for i in out.grid.indices { out.grid[i] += rhs.grid[i] }
        return out
    }

    var description: String {
        (0..<rows).map { r in (0..<columns).map { c in String(self[r, c]) }.joined(separator: " ") }.joined(separator: " | ")
    }
}

var a = Matrix([[1, 2], [3, 4]])
let b = Matrix([[0, 1], [1, 0]])
print(a)
print(a.transposed)
print((a * b)!, (a * Matrix.identity(2))! == a)
print(a * Matrix(rows: 3, columns: 1) as Any)
a.scale(by: 0.5)
print(a, a + b)
a.swapRows(0, 1)
print(a, a[1, 1])
let wide = Matrix([[1, 2, 3]])
print(wide.transposed, (wide * wide.transposed)!, wide.rows, wide.transposed.rows)
print(Matrix.identity(3).grid.filter { $0 == 1 }.count)

// expect: 1.0 2.0 | 3.0 4.0
// expect: 1.0 3.0 | 2.0 4.0
// expect: 2.0 1.0 | 4.0 3.0 true
// expect: nil
// expect: 0.5 1.0 | 1.5 2.0 0.5 2.0 | 2.5 2.0
// expect: 1.5 2.0 | 0.5 1.0 1.0
// expect: 1.0 | 2.0 | 3.0 14.0 1 3
// expect: 3
