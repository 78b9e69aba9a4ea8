// Two classes that each name the other as their superclass make a ring: swiftc names the first one declared.
class Shape: Polygon { // expect error col 7: 'Shape' inherits from itself
    var sides = 0
}
class Polygon: Shape {}
print(Polygon().sides)
