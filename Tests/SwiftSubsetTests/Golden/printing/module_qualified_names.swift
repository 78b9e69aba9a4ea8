// A struct or enum printed *inside* another value (array element, stored
// property, associated value) uses its debug form, qualified by the module
// name: `main` for these programs (verify-with-swiftc.sh passes -module-name main).
struct Point { var x: Int; var y: Int }
struct Segment { let from: Point; let to: Point }
enum Direction { case north, south }
enum Shape { case dot(Point) }
print(Point(x: 1, y: 2))  // expect: Point(x: 1, y: 2)
print([Point(x: 5, y: 6)])  // expect: [main.Point(x: 5, y: 6)]
print(Segment(from: Point(x: 0, y: 0), to: Point(x: 1, y: 1)))  // expect: Segment(from: main.Point(x: 0, y: 0), to: main.Point(x: 1, y: 1))
print([Direction.south])  // expect: [main.Direction.south]
print(Shape.dot(Point(x: 3, y: 4)))  // expect: dot(main.Point(x: 3, y: 4))
let p: Point? = Point(x: 7, y: 8)
print(p as Any)  // expect: Optional(main.Point(x: 7, y: 8))
print("\(Direction.north)")  // expect: north
