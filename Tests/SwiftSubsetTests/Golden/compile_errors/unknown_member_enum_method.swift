// A method an enum does not declare, called on one of its cases, is refused before it runs.
enum Direction: String, CaseIterable {
    case north, south
    func opposite() -> Direction { self == .north ? .south : .north }
}
print(Direction.allCases.map(\.rawValue))
print(Direction.north.opposite())
print(Direction.north.turnedLeft()) // expect error col 23: value of type 'Direction' has no member 'turnedLeft'
