// A subclass's method that overrides nothing (its superclass only has a protocol extension's) is not reached through the superclass, the protocol or a generic (difffuzz seeds 230000040, 230000097).
protocol Shape {
    var name: String { get }
    func area() -> Int
    func describe() -> String
}
extension Shape {
    func describe() -> String { "\(name) of area \(area())" }
    func tag() -> String { "tag(\(name))" }
}
class Tile: Shape {
    let size: Int
    init(size: Int) { self.size = size }
    var name: String { "tile" }
    func area() -> Int { size * size }
}
class BigTile: Tile {
    override var name: String { "big tile" }
    func describe() -> String { "BigTile.describe" }
    func tag() -> String { "BigTile.tag" }
}
class HugeTile: BigTile {
    override func describe() -> String { "HugeTile.describe" }
}
func show<T: Shape>(_ shape: T) -> String { shape.describe() + " / " + shape.tag() }

let big = BigTile(size: 2)
let asTile: Tile = big
let asShape: any Shape = big
print(big.describe(), "|", big.tag())
print(asTile.describe(), "|", asTile.tag())
print(asShape.describe(), "|", asShape.tag())
print(show(big), "|", show(asTile))
let huge: BigTile = HugeTile(size: 1)
print(huge.describe(), "|", show(huge))
print([Tile(size: 1), big, HugeTile(size: 3)].map { $0.describe() })
print((huge as Tile).describe(), "|", (big as Tile).tag())
// expect: BigTile.describe | BigTile.tag
// expect: big tile of area 4 | tag(big tile)
// expect: big tile of area 4 | tag(big tile)
// expect: big tile of area 4 / tag(big tile) | big tile of area 4 / tag(big tile)
// expect: HugeTile.describe | big tile of area 1 / tag(big tile)
// expect: ["tile of area 1", "big tile of area 4", "big tile of area 9"]
// expect: big tile of area 1 | tag(big tile)
