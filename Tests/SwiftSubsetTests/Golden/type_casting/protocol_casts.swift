// Casting to and from protocol existentials: `as? any P`, `is P` and back to concrete types.
protocol HasArea { var area: Double { get } }
struct Circle: HasArea { var radius: Double; var area: Double { 3 * radius * radius } }
struct Square: HasArea { var side: Double; var area: Double { side * side } }
struct Label { var text: String }
let objects: [Any] = [Circle(radius: 2), Label(text: "hi"), Square(side: 3)]
for object in objects {
    if let shape = object as? any HasArea {
        print("area \(shape.area)")
    } else {
        print("no area")
    }
}
// expect: area 12.0
// expect: no area
// expect: area 9.0
print(objects.filter { $0 is HasArea }.count)  // expect: 2
let shapes: [any HasArea] = [Square(side: 1), Circle(radius: 1)]
print(shapes.compactMap { $0 as? Circle }.map(\.radius))  // expect: [1.0]
print(shapes[0] is Square, shapes[0] is Circle)  // expect: true false
