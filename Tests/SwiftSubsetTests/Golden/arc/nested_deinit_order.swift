// Deinit order of nested objects: the owner's deinit body runs first, then its properties are released in declaration order.
final class Leaf {
    let n: String
    init(_ n: String) { self.n = n }
    deinit { print("deinit leaf", n) }
}
final class Branch {
    let first = Leaf("first")
    let second = Leaf("second")
    deinit { print("deinit branch") }
}
final class Tree {
    var branch: Branch? = Branch()
    let root = Leaf("root")
    deinit { print("deinit tree") }
}
do {
    _ = Tree()
}
// expect: deinit tree
// expect: deinit branch
// expect: deinit leaf first
// expect: deinit leaf second
// expect: deinit leaf root
