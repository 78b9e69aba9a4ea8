// Visited positions kept in a Set of a struct that is not Hashable.
struct Position {
    var x: Int
    var y: Int
}

var visited = Set<Position>() // expect error col 15: type 'Position' does not conform to protocol 'Hashable'
visited.insert(Position(x: 0, y: 0))
print(visited.count)
