// Implicit raw values: Int counts up from the last explicit one, String uses the case name.
enum Planet: Int { case mercury = 1, venus, earth, mars }
enum Direction: String { case north, south = "S", east, west }
print(Planet.earth.rawValue)  // expect: 3
print(Direction.north.rawValue, Direction.south.rawValue)  // expect: north S
print(Planet(rawValue: 4) as Any)  // expect: Optional(main.Planet.mars)
print(Planet(rawValue: 9) as Any)  // expect: nil
print(Direction(rawValue: "S")!)  // expect: south
enum Priority: Int, Comparable {
    case low = 10, medium = 20, high = 30
    static func < (a: Priority, b: Priority) -> Bool { a.rawValue < b.rawValue }
}
print([Priority.high, .low, .medium].sorted())  // expect: [main.Priority.low, main.Priority.medium, main.Priority.high]
print(Priority.high > .medium)  // expect: true
