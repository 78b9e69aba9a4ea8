// A 2D vector type: arithmetic operators, compound assignment, a scalar product, synthesized Hashable used as Set elements and dictionary keys, and a robot walking a grid with them.
struct Vector: Hashable, CustomStringConvertible {
    var x: Int
    var y: Int

    static let zero = Vector(x: 0, y: 0)
    static let up = Vector(x: 0, y: 1), down = Vector(x: 0, y: -1)
    static let left = Vector(x: -1, y: 0), right = Vector(x: 1, y: 0)

    var description: String { "(\(x), \(y))" }
    var manhattan: Int { abs(x) + abs(y) }

    static func + (a: Vector, b: Vector) -> Vector { Vector(x: a.x + b.x, y: a.y + b.y) }
    static func - (a: Vector, b: Vector) -> Vector { Vector(x: a.x - b.x, y: a.y - b.y) }
    static func * (k: Int, v: Vector) -> Vector { Vector(x: k * v.x, y: k * v.y) }
    static prefix func - (v: Vector) -> Vector { Vector(x: -v.x, y: -v.y) }
    static func += (a: inout Vector, b: Vector) { a = a + b }
    static func * (a: Vector, b: Vector) -> Int { a.x * b.x + a.y * b.y }
}

let a = Vector(x: 3, y: -2)
let b = Vector(x: -1, y: 5)
print(a + b, a - b, 3 * a, -b)
print(a * b, (a + b).manhattan)
print(a == Vector(x: 3, y: -2), a != b)

let moves: [Character: Vector] = ["U": .up, "D": .down, "L": .left, "R": .right]
var position = Vector.zero
var visited: Set<Vector> = [position]
var revisits = 0
for step in "RRUULDDDLR" {
    guard let move = moves[step] else { continue }
    position += move
    if !visited.insert(position).inserted {
        revisits += 1
    }
}
print("end at \(position), \(visited.count) cells, \(revisits) revisits")
print(visited.contains(Vector(x: 2, y: 2)), visited.contains(Vector(x: 5, y: 5)))

var heat: [Vector: Int] = [:]
for v in [a, b, a, .zero, a, b] {
    heat[v, default: 0] += 1
}
let hottest = heat.max { $0.value < $1.value }!
print("hottest \(hottest.key) x\(hottest.value)")
let sortedCells = visited.sorted { ($0.x, $0.y) < ($1.x, $1.y) }
print(sortedCells.prefix(3))
print(sortedCells.map(\.manhattan).max() ?? 0)

// expect: (2, 3) (4, -7) (9, -6) (1, -5)
// expect: -13 5
// expect: true true
// expect: end at (1, -1), 9 cells, 2 revisits
// expect: true false
// expect: hottest (3, -2) x3
// expect: [(0, -1), (0, 0), (1, -1)]
// expect: 4
