// Initializer and static requirements let generic code create values of the conforming type.
protocol Shape {
    init(size: Double)
    static var sides: Int { get }
    var area: Double { get }
}
struct Square: Shape {
    let size: Double
    static let sides = 4
    var area: Double { size * size }
}
struct Triangle: Shape {
    let size: Double
    static var sides: Int { 3 }
    var area: Double { size * size * 0.5 }
}
func build<S: Shape>(_ type: S.Type, sizes: [Double]) -> [S] { sizes.map { S(size: $0) } }
let squares = build(Square.self, sizes: [1, 2])
let triangles = build(Triangle.self, sizes: [4])
print(squares.map(\.area), triangles.map(\.area))  // expect: [1.0, 4.0] [8.0]
func sideCount<S: Shape>(of _: S) -> Int { S.sides }
print(sideCount(of: squares[0]), sideCount(of: triangles[0]))  // expect: 4 3
let kinds: [any Shape.Type] = [Square.self, Triangle.self]
print(kinds.map { $0.sides }, kinds.map { $0.init(size: 2).area })  // expect: [4, 3] [4.0, 2.0]
