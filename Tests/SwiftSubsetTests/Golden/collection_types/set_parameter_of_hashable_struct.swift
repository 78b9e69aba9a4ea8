// A function whose signature names `Set<Point>` or `[Point: V]`, with
// `Point` Hashable by its own declaration, above or below the function:
// the signature is read before the type's conformances, and must not be
// judged before them.
func reachable(from start: Point, walls: Set<Point>, steps: Int) -> Set<Point> {
    var frontier: Set<Point> = [start]
    var seen = frontier
    for _ in 0..<steps {
        var next: Set<Point> = []
        for p in frontier {
            for (dx, dy) in [(1, 0), (-1, 0), (0, 1), (0, -1)] {
                let n = Point(x: p.x + dx, y: p.y + dy)
                if !walls.contains(n), seen.insert(n).inserted { next.insert(n) }
            }
        }
        frontier = next
    }
    return seen
}
struct Point: Hashable { var x, y: Int }
func label(_ names: [Point: String], at p: Point) -> String { names[p] ?? "?" }
let walls: Set = [Point(x: 1, y: 0), Point(x: 0, y: 1)]
print(reachable(from: Point(x: 0, y: 0), walls: walls, steps: 3).count)
// expect: 16
print(reachable(from: Point(x: 5, y: 5), walls: walls, steps: 1).count)
// expect: 5
print(label([Point(x: 0, y: 0): "origin"], at: Point(x: 0, y: 0)))
// expect: origin
