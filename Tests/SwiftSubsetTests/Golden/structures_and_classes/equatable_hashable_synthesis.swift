// Equatable and Hashable are synthesized from stored properties.
struct Coordinate: Hashable {
    var x: Int
    var y: Int
}
let a = Coordinate(x: 1, y: 2)
let b = Coordinate(x: 1, y: 2)
print(a == b, a != Coordinate(x: 2, y: 1))  // expect: true true
var visited: Set<Coordinate> = [a]
print(visited.insert(b).inserted)  // expect: false
visited.insert(Coordinate(x: 0, y: 0))
print(visited.count)  // expect: 2
var labels: [Coordinate: String] = [a: "start"]
labels[b, default: "?"] += "!"
print(labels[Coordinate(x: 1, y: 2)]!)  // expect: start!
print(a.hashValue == b.hashValue)  // expect: true
