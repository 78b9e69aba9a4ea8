// Declared subscripts: nested mutation, classes, protocols, existentials, extensions of library types.
struct Grid {
    var cells = [0, 0, 0, 0]
    subscript(x: Int, y: Int) -> Int {
        get { cells[y * 2 + x] }
        set { cells[y * 2 + x] = newValue }
    }
}
struct Board { var grid = Grid() }
var board = Board()
board.grid[1, 0] = 7
board.grid[1, 0] += 1
board.grid[0, 1] -= 2
print(board.grid.cells)  // expect: [0, 8, -2, 0]
final class Registry {
    private var names: [Int: String] = [:]
    subscript(id: Int) -> String {
        get { names[id] ?? "?" }
        set(name) { names[id] = name.uppercased() }
    }
}
let registry = Registry()
registry[1] = "ada"
print(registry[1], registry[2])  // expect: ADA ?
protocol Lookup { subscript(key: String) -> Int? { get } }
struct Fixed: Lookup { subscript(key: String) -> Int? { key == "one" ? 1 : nil } }
let lookups: [any Lookup] = [Fixed()]
print(lookups[0]["one"] as Any, lookups[0]["two"] as Any)  // expect: Optional(1) nil
func first<L: Lookup>(_ l: L, _ keys: [String]) -> Int? { keys.lazy.compactMap { l[$0] }.first }
print(first(Fixed(), ["x", "one"]) as Any)  // expect: Optional(1)
extension Array {
    subscript(clamped index: Int) -> Element { self[index < 0 ? 0 : (index >= count ? count - 1 : index)] }
}
let xs = [10, 20, 30]
print(xs[clamped: -5], xs[clamped: 99], xs[1])  // expect: 10 30 20
extension String {
    subscript(offset: Int) -> Character { self[index(startIndex, offsetBy: offset)] }
}
print("swift"[2])  // expect: i
let maybe: Registry? = registry
print(maybe?[1] as Any)  // expect: Optional("ADA")
