// String(reflecting:) of an array, dictionary or tuple type names every part with its module; print does not (difffuzz seed 230000036).
struct Point { var x = 0 }
print(String(reflecting: [String].self), String(describing: [String].self))
print(String(reflecting: [Int: [Point]].self), String(reflecting: (Int, Point).self))
print(type(of: [Point()]), String(reflecting: type(of: [Point()])), [type(of: [Point()])])
print(String(reflecting: Int.self), String(reflecting: Point.self))
// expect: Swift.Array<Swift.String> Array<String>
// expect: Swift.Dictionary<Swift.Int, Swift.Array<main.Point>> (Swift.Int, main.Point)
// expect: Array<Point> Swift.Array<main.Point> [Swift.Array<main.Point>]
// expect: Swift.Int main.Point
