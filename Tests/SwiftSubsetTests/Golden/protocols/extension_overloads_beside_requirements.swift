// A protocol extension overload under other labels (area(), label()) joins the type's own methods (area(scale:)), called directly, on existentials and as labelled method values.
protocol Shape {
    func area(scale: Double) -> Double
    func label(prefix: String) -> String
}
extension Shape {
    func area() -> Double { area(scale: 1) }
    func label() -> String { label(prefix: "shape") }
}
struct Rect: Shape {
    let w: Double, h: Double
    func area(scale: Double) -> Double { w * h * scale * scale }
    func label(prefix: String) -> String { "\(prefix) rect \(w)x\(h)" }
}
struct Dot: Shape {
    func area(scale: Double) -> Double { 0 }
    func label(prefix: String) -> String { "\(prefix) dot" }
}
let shapes: [any Shape] = [Rect(w: 2, h: 3), Dot()]
print(shapes.map { $0.area() }, shapes.map { $0.area(scale: 2) })
print(shapes.map { $0.label() }, shapes.map { $0.label(prefix: ">") })
let scalers = shapes.map { $0.area(scale:) }
print(scalers.map { $0(3) })
let r = Rect(w: 1, h: 1)
let labeller = r.label(prefix:)
print(labeller("big"), [Rect(w: 1, h: 2), Rect(w: 3, h: 1)].map { $0.area(scale:) }.map { $0(10) })
// expect: [6.0, 0.0] [24.0, 0.0]
// expect: ["shape rect 2.0x3.0", "shape dot"] ["> rect 2.0x3.0", "> dot"]
// expect: [54.0, 0.0]
// expect: big rect 1.0x1.0 [200.0, 300.0]
