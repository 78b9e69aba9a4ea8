// Opaque and boxed types: functions returning some Shape, arrays of any Shape, generic vs existential parameters
protocol Shape {
    var name: String { get }
    func area() -> Double
    func draw() -> String
}

extension Shape {
    func draw() -> String { "<\(name) \(area())>" }
    var isLarge: Bool { area() > 20 }
}

struct Square: Shape {
    var side: Double
    var name: String { "square" }
    func area() -> Double { side * side }
}

struct Rect: Shape {
    var w: Double, h: Double
    var name: String { "rect" }
    func area() -> Double { w * h }
    func draw() -> String { String(repeating: "#", count: Int(w)) }
}

struct Scaled<S: Shape>: Shape {
    var base: S
    var factor: Double
    var name: String { "scaled \(base.name)" }
    func area() -> Double { base.area() * factor * factor }
}

struct Group: Shape {
    var members: [any Shape]
    var name: String { "group of \(members.count)" }
    func area() -> Double { members.reduce(0) { $0 + $1.area() } }
}

func makeTile(large: Bool) -> some Shape {
    Scaled(base: Square(side: 2), factor: large ? 3 : 1)
}

func describe(_ s: some Shape) -> String { "\(s.name): \(s.area())" }
func describeAny(_ s: any Shape) -> String { "\(s.name) large=\(s.isLarge)" }
func biggest(_ shapes: [any Shape]) -> (any Shape)? { shapes.max { $0.area() < $1.area() } }
func sameKind<T: Shape>(_ a: T, _ b: T) -> Bool { a.name == b.name }

let tile = makeTile(large: true)
print(describe(tile), tile.draw())
let shapes: [any Shape] = [Square(side: 3), Rect(w: 4, h: 2), makeTile(large: false), Group(members: [Square(side: 1), Rect(w: 5, h: 5)])]
for s in shapes { print(describeAny(s), s.draw()) }
print(biggest(shapes)?.name ?? "none", biggest([])?.name ?? "none")
print(sameKind(Square(side: 1), Square(side: 9)), shapes.filter(\.isLarge).count)
print(type(of: tile), shapes.map { "\(type(of: $0))" })
let areas = shapes.map { $0.area() }.sorted(by: >)
print(areas)

// expect: scaled square: 36.0 <scaled square 36.0>
// expect: square large=false <square 9.0>
// expect: rect large=false ####
// expect: scaled square large=false <scaled square 4.0>
// expect: group of 2 large=true <group of 2 26.0>
// expect: group of 2 none
// expect: true 1
// expect: Scaled<Square> ["Square", "Rect", "Scaled<Square>", "Group"]
// expect: [26.0, 9.0, 8.0, 4.0]
