// Building arrays: repeating:count:, Array(range), 2D arrays and indices.
var grid = Array(repeating: Array(repeating: 0, count: 3), count: 2)
grid[1][2] = 7
print(grid)  // expect: [[0, 0, 0], [0, 0, 7]]
print(Array(1...3) + Array(7..<9))  // expect: [1, 2, 3, 7, 8]
let xs = ["a", "b", "c"]
print(xs.indices.map { $0 * 2 })  // expect: [0, 2, 4]
for i in xs.indices.reversed() { print(xs[i], terminator: "") }
print()  // expect: cba
