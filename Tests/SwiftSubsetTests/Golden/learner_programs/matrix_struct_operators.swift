// A small matrix type with operator overloads (+, *, ==), a subscript, static factories and a description, the way a linear algebra exercise writes it.
struct Matrix: Equatable, CustomStringConvertible {
    let rows: Int, cols: Int
    private(set) var values: [Double]

    init(rows: Int, cols: Int, values: [Double]? = nil) {
        precondition(values == nil || values!.count == rows * cols, "wrong number of values")
        self.rows = rows
        self.cols = cols
        self.values = values ?? Array(repeating: 0, count: rows * cols)
    }

    static func identity(_ n: Int) -> Matrix {
        var m = Matrix(rows: n, cols: n)
        for i in 0..<n { m[i, i] = 1 }
        return m
    }

    subscript(r: Int, c: Int) -> Double {
        get { values[r * cols + c] }
        set { values[r * cols + c] = newValue }
    }

    var transposed: Matrix {
        var t = Matrix(rows: cols, cols: rows)
        for r in 0..<rows { for c in 0..<cols { t[c, r] = self[r, c] } }
        return t
    }

    static func + (a: Matrix, b: Matrix) -> Matrix {
        Matrix(rows: a.rows, cols: a.cols, values: zip(a.values, b.values).map(+))
    }

    static func * (a: Matrix, b: Matrix) -> Matrix? {
        guard a.cols == b.rows else { return nil }
        var m = Matrix(rows: a.rows, cols: b.cols)
        for i in 0..<a.rows {
            for j in 0..<b.cols {
                m[i, j] = (0..<a.cols).reduce(0) { $0 + a[i, $1] * b[$1, j] }
            }
        }
        return m
    }

    static func * (k: Double, m: Matrix) -> Matrix {
        Matrix(rows: m.rows, cols: m.cols, values: m.values.map { $0 * k })
    }

    var description: String {
        (0..<rows).map { r in (0..<cols).map { c in "\(self[r, c])" }.joined(separator: " ") }.joined(separator: " | ")
    }
}

let a = Matrix(rows: 2, cols: 3, values: [1, 2, 3, 4, 5, 6])
let b = a.transposed
print(a)
// expect: 1.0 2.0 3.0 | 4.0 5.0 6.0
print(b, b.rows, b.cols)
// expect: 1.0 4.0 | 2.0 5.0 | 3.0 6.0 3 2
print((a * b)!)
// expect: 14.0 32.0 | 32.0 77.0
print(a * a as Any, (a * Matrix.identity(3))! == a)
// expect: nil true
print(2 * a + a)
// expect: 3.0 6.0 9.0 | 12.0 15.0 18.0
var m = Matrix.identity(2)
m[0, 1] = 0.5
print(m, m == Matrix.identity(2), (m * m)!)
// expect: 1.0 0.5 | 0.0 1.0 false 1.0 1.0 | 0.0 1.0
