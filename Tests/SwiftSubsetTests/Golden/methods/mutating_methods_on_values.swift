// Mutating methods on structs and enums change the variable they are called on.
struct Point {
    var x = 0.0, y = 0.0
    mutating func moveBy(x dx: Double, y dy: Double) {
        x += dx
        y += dy
    }
    func moved(x dx: Double, y dy: Double) -> Point {
        var copy = self
        copy.moveBy(x: dx, y: dy)
        return copy
    }
}
var p = Point(x: 1, y: 1)
p.moveBy(x: 2, y: 3)
print(p.x, p.y)  // expect: 3.0 4.0
let q = p.moved(x: -3, y: -4)
print(q, p.x)  // expect: Point(x: 0.0, y: 0.0) 3.0
var points = [Point(), Point(x: 5)]
points[1].moveBy(x: 1, y: 1)
print(points[1])  // expect: Point(x: 6.0, y: 1.0)
struct Holder { var point = Point() }
var h = Holder()
h.point.moveBy(x: 0.5, y: 0)
print(h.point.x)  // expect: 0.5
