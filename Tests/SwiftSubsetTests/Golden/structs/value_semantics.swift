// Assigning a struct copies it; mutating the copy leaves the original alone.
struct Point { var x: Int; var y: Int }
var a = Point(x: 1, y: 2)
var b = a
b.x = 100
print(a)  // expect: Point(x: 1, y: 2)
print(b)  // expect: Point(x: 100, y: 2)
func moved(_ p: Point) -> Point { var q = p; q.y += 10; return q }
let c = moved(a)
print(a.y, c.y)  // expect: 2 12
