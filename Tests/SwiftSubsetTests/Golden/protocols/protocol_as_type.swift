// Heterogeneous arrays of a protocol type call each conformer's implementation.
protocol Shape { func area() -> Int; var label: String { get } }
struct Sq: Shape { let s: Int; func area() -> Int { s * s }; var label: String { "sq" } }
struct Rc: Shape { let w: Int, h: Int; func area() -> Int { w * h }; var label: String { "rc" } }
let shapes: [any Shape] = [Sq(s: 3), Rc(w: 2, h: 5), Sq(s: 1)]
print(shapes.map { $0.area() })  // expect: [9, 10, 1]
print(shapes.map(\.label).joined(separator: ","))  // expect: sq,rc,sq
print(shapes.reduce(0) { $0 + $1.area() })  // expect: 20
