// A Hashable struct needs Hashable members; Coordinate declares nothing, so neither conformance is synthesized
struct Coordinate {
    var lat: Double
    var lon: Double
}

struct Place: Hashable { // expect error col 8: type 'Place' does not conform to protocol 'Hashable'
    var name: String
    var where_: Coordinate
}

let visited: Set<Place> = [Place(name: "Home", where_: Coordinate(lat: 0, lon: 0))]
print(visited.count)
