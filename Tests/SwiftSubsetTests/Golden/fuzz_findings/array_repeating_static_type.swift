// Array(repeating:count:) has the static type [Element] of its repeated value, also inside a literal and where [Double] is expected (difffuzz seed 43000014)
print("p4:", type(of: [Array(repeating: 11, count: 3)]))
// expect: p4: Array<Array<Int>>
print(type(of: [Array(repeating: "a", count: 2)]), [Array(repeating: 1.5, count: 2)])
// expect: Array<Array<String>> [[1.5, 1.5]]
let zeros: [Double] = Array(repeating: 0, count: 2)
print(zeros)
// expect: [0.0, 0.0]
var grid = Array(repeating: Array(repeating: 0, count: 2), count: 2)
grid[0][1] = 5
print(grid, type(of: grid))
// expect: [[0, 5], [0, 0]] Array<Array<Int>>
