// One case with several patterns that bind the same names.
enum Shape {
    case circle(radius: Double, label: String)
    case square(side: Double, label: String)
    case triangle(base: Double, height: Double)
}
func label(of shape: Shape) -> String {
    switch shape {
    case .circle(_, let name), .square(_, let name):
        return "named \(name)"
    case .triangle(let b, let h) where b == h:
        return "even triangle"
    case .triangle:
        return "triangle"
    }
}
print(label(of: .circle(radius: 1, label: "sun")))  // expect: named sun
print(label(of: .square(side: 2, label: "box")))  // expect: named box
print(label(of: .triangle(base: 3, height: 3)))  // expect: even triangle
print(label(of: .triangle(base: 3, height: 4)))  // expect: triangle
let point = (0, 5)
switch point {
case (let d, 0), (0, let d):
    print("on an axis at \(d)")  // expect: on an axis at 5
default:
    print("elsewhere")
}
