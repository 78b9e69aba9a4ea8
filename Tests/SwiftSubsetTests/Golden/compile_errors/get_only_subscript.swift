// A subscript declared without `set` cannot be assigned through.
struct Matrix {
    var values = [1, 2, 3, 4]
    subscript(row: Int, column: Int) -> Int {
        values[row * 2 + column]
    }
}
var m = Matrix()
m[0, 1] = 9 // expect error col 2: cannot assign through subscript: subscript is get-only
print(m.values)
