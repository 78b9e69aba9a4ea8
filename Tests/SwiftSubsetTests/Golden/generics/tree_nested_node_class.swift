// A generic tree with nested Node class, recursion through closures, and depth-first traversal.
final class Tree<Value> {
    final class Node {
        let value: Value
        var children: [Node] = []
        init(_ value: Value) { self.value = value }
        @discardableResult
        func add(_ child: Value) -> Node {
            let node = Node(child)
            children.append(node)
            return node
        }
    }
    let root: Node
    init(root: Value) { self.root = Node(root) }
    func depthFirst(_ visit: (Value, Int) -> Void) {
        func walk(_ node: Node, _ depth: Int) {
            visit(node.value, depth)
            node.children.forEach { walk($0, depth + 1) }
        }
        walk(root, 0)
    }
    func map<T>(_ transform: (Value) -> T) -> Tree<T> {
        let tree = Tree<T>(root: transform(root.value))
        func copy(_ from: Node, _ to: Tree<T>.Node) {
            for child in from.children { copy(child, to.add(transform(child.value))) }
        }
        copy(root, tree.root)
        return tree
    }
}
let tree = Tree(root: "root")
let a = tree.root.add("a")
a.add("a1"); a.add("a2")
tree.root.add("b")
var lines: [String] = []
tree.depthFirst { lines.append(String(repeating: "  ", count: $1) + $0) }
print(lines.joined(separator: "|"))
var sizes: [Int] = []
tree.map(\.count).depthFirst { v, _ in sizes.append(v) }
print(sizes)
// expect: root|  a|    a1|    a2|  b
// expect: [4, 1, 2, 2, 1]
