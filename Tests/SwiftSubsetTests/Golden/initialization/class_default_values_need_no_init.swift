// A class whose stored properties all have values (defaults, nil for optional vars, lazy) gets init() and needs no initializer of its own
class Node {
    var value = 0
    weak var parent: Node?
    var children: [Node] = []
    var label: String!
    lazy var summary: String = "node \(value)"
    var doubled: Int { value * 2 }
    static var count = 0
}
class Leaf: Node {
    var weight: Double?
}
class Named {
    let name: String
    init(name: String) { self.name = name }
}
let n = Leaf()
n.value = 4
print(n.doubled, n.summary, n.weight as Any, n.label as Any, Named(name: "x").name)
// expect: 8 node 4 nil nil x
