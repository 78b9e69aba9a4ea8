// Enum cases print as their names; associated values in parentheses.
enum Direction { case north, south }
enum Load { case idle, loaded(Int), failed(reason: String), pair(Int, String) }
enum Planet: Int { case mercury = 1, venus }
print(Direction.north)  // expect: north
print(Load.idle)  // expect: idle
print(Load.loaded(3))  // expect: loaded(3)
print(Load.failed(reason: "x"))  // expect: failed(reason: "x")
print(Load.pair(1, "a"))  // expect: pair(1, "a")
print(Planet.venus)  // expect: venus
