// Value semantics: copies of structs and of structs holding arrays stay apart when one is mutated; zip with dropFirst, nested arrays from Array(repeating:).
struct Point { var x: Int; var y: Int
    mutating func moveBy(_ dx: Int, _ dy: Int) { x += dx; y += dy }
    func moved(_ dx: Int, _ dy: Int) -> Point { var p = self; p.moveBy(dx, dy); return p } }
struct Path { var points: [Point] = []
    var length: Int { zip(points, points.dropFirst()).map { abs($1.x - $0.x) + abs($1.y - $0.y) }.reduce(0, +) } }
var a = Point(x: 0, y: 0)
var b = a
b.moveBy(2, 3)
print(a, b, a.moved(1, 1))
var path = Path(points: [a, b, b.moved(0, 4)])
let copy = path
path.points[0].x = 10
print(path.length, copy.length, path.points[0].x, copy.points[0].x)
var grid = Array(repeating: Array(repeating: 0, count: 3), count: 2)
grid[1][2] = 7
print(grid, grid.flatMap { $0 }.filter { $0 > 0 })
// expect: Point(x: 0, y: 0) Point(x: 2, y: 3) Point(x: 1, y: 1)
// expect: 15 9 10 0
// expect: [[0, 0, 0], [0, 0, 7]] [7]
