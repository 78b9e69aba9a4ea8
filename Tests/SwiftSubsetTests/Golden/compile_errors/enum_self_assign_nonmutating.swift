// Only a `mutating` method may replace `self` in an enum.
enum Direction {
    case north, south
    func turnAround() {
        self = self == .north ? .south : .north // expect error col 9: cannot assign to value: 'self' is immutable
    }
}
var d = Direction.north
d.turnAround()
print(d)
