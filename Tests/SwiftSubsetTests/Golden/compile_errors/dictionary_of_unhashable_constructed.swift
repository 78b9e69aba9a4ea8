// An empty dictionary made with its type written out, keyed by a struct that is not Hashable.
struct Coordinate {
    var x: Int
    var y: Int
}

var visited = [Coordinate: Bool]() // expect error col 15: type 'Coordinate' does not conform to protocol 'Hashable'
visited[Coordinate(x: 0, y: 0)] = true
print(visited.count)
