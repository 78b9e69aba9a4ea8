// A method or initializer named with its labels picks the overload those labels name: origin.distance(from:), Point.init(both:), ["a"].map(Item.init(name:)), Point.distance(to:) unapplied.
struct Point: CustomStringConvertible {
    var x: Int, y: Int
    init(x: Int, y: Int) { self.x = x; self.y = y }
    init(both v: Int) { self.x = v; self.y = v }
    var description: String { "(\(x), \(y))" }
    mutating func move(to p: Point) { self = p }
    mutating func move(by d: Int) { x += d; y += d }
    func distance(to other: Point) -> Int { abs(other.x - x) + abs(other.y - y) }
    func distance(from other: Point) -> Int { -1 }
}
struct Item { let name: String; init(name: String) { self.name = name }; init(code: Int) { name = "#\(code)" } }

let make = Point.init(x:y:)
print(make(1, 2))
let same = Point.init(both:)
print(same(3))
let origin = Point(x: 0, y: 0)
let measure = origin.distance(to:)
print(measure(Point(x: 3, y: 4)))
let back = origin.distance(from:)
print(back(Point(x: 3, y: 4)))
let items = ["a", "b"].map(Item.init(name:))
print(items.map(\.name))
let coded = [1, 2].map(Item.init(code:))
print(coded.map(\.name))
let dist = Point.distance(to:)
print(dist(origin)(Point(x: 1, y: 1)))
var p = Point(x: 1, y: 1)
let points = [Point(x: 5, y: 5), Point(x: 2, y: 0)]
print(points.map(origin.distance(to:)))
print(points.map(Point.distance(from:)).map { $0(origin) })
// expect: (1, 2)
// expect: (3, 3)
// expect: 7
// expect: -1
// expect: ["a", "b"]
// expect: ["#1", "#2"]
// expect: 2
// expect: [10, 2]
// expect: [-1, -1]
