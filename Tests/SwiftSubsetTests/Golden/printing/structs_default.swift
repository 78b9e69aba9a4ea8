// Structs print with their type name and stored properties.
struct Point { var x: Int; var y: Int }
struct Tagged { let name: String; let tags: [String]; let score: Double? }
print(Point(x: 1, y: 2))  // expect: Point(x: 1, y: 2)
print(Tagged(name: "p", tags: ["t"], score: 2))  // expect: Tagged(name: "p", tags: ["t"], score: Optional(2.0))
struct Empty {}
print(Empty())  // expect: Empty()
