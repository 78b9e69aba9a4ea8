// Tuple labels survive declarations, returns, optionals and mutation; type(of:) names static types.
func stats(_ xs: [Int]) -> (count: Int, total: Int)? {
    xs.isEmpty ? nil : (xs.count, xs.reduce(0, +))
}
if let s = stats([3, 4]) { print(s, s.total) }  // expect: (count: 2, total: 7) 7
var grid = (size: (w: 2, h: 3), name: "g")
grid.size.h *= 10
grid.name += "!"
print(grid)  // expect: (size: (w: 2, h: 30), name: "g!")
func bump(_ n: inout Int) { n += 1 }
bump(&grid.size.w)
print(grid.size)  // expect: (w: 3, h: 30)
var ranked: [(rank: Int, name: String)] = []
ranked.append((1, "ada"))
print(ranked[0].name, ranked)  // expect: ada [(rank: 1, name: "ada")]
print(type(of: grid), type(of: stats))  // expect: (size: (w: Int, h: Int), name: String) (Array<Int>) -> Optional<(count: Int, total: Int)>
let empty: [String] = []
print(type(of: empty), type(of: [1: [2.5]]), type(of: Optional("x")))  // expect: Array<String> Dictionary<Int, Array<Double>> Optional<String>
struct Pair<A, B> { var a: A; var b: B }
print(type(of: Pair(a: 1, b: "x")), type(of: [Pair(a: true, b: 2.5)]))  // expect: Pair<Int, String> Array<Pair<Bool, Double>>
class Animal {}
class Dog: Animal {}
class Cat: Animal {}
let pets = [Dog(), Cat()]
print(type(of: pets), type(of: pets[0]))  // expect: Array<Animal> Dog
class Node<T> { let value: T; init(_ value: T) { self.value = value } }
class Leaf: Node<Int> {}
let nodes: [Node<Int>] = [Node(1), Leaf(2)]
print(type(of: nodes[0]), type(of: nodes[1]))  // expect: Node<Int> Leaf
