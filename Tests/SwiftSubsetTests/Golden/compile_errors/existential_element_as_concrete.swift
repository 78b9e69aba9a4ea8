// An element of an array of a protocol's type is `any Shape`, not the struct it holds: a downcast is needed.
protocol Shape {
    var area: Double { get }
}

struct Circle: Shape {
    var radius: Double
    var area: Double { 3.14 * radius * radius }
}

let shapes: [Shape] = [Circle(radius: 1)]
let circle: Circle = shapes[0]  // expect error col 28: cannot convert value of type 'any Shape' to specified type 'Circle'
print(circle.radius)
