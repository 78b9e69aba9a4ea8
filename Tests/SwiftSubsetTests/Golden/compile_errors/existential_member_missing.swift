// A member the protocol does not declare, read through a value of the protocol's type: swiftc names the existential.
protocol Shape {
    var area: Double { get }
}

struct Circle: Shape {
    var radius: Double
    var area: Double { 3.14 * radius * radius }
}

let shape: any Shape = Circle(radius: 2)
print(shape.radius)  // expect error col 13: value of type 'any Shape' has no member 'radius'
