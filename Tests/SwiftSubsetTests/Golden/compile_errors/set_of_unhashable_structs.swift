// `Set(array)` of a struct that is not `Hashable`: a Set's elements must be.
struct Tile {
    var x: Int
    var y: Int
}

let path = [Tile(x: 0, y: 0), Tile(x: 1, y: 0)]
let visited = Set(path)  // expect error col 15: generic struct 'Set' requires that 'Tile' conform to 'Hashable'
print(visited.count)
