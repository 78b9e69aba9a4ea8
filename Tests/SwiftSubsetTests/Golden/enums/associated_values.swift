// Associated values are bound in switch patterns with let/var.
enum Shape {
    case circle(radius: Double)
    case rect(Double, Double)
    case point
}
func area(_ s: Shape) -> Double {
    switch s {
    case .circle(let r): return 3 * r * r
    case let .rect(w, h): return w * h
    case .point: return 0
    }
}
print(area(.circle(radius: 2)))  // expect: 12.0
print(area(.rect(2, 5)))  // expect: 10.0
print(area(.point))  // expect: 0.0
print(Shape.rect(1, 2))  // expect: rect(1.0, 2.0)
