// Types nested inside a generic type use the outer type parameter.
struct Tree<Value: Comparable> {
    final class Node {
        var value: Value
        var left: Node?
        var right: Node?
        init(_ value: Value) { self.value = value }
    }
    private var root: Node?
    private(set) var count = 0
    mutating func insert(_ value: Value) {
        count += 1
        guard let root else { root = Node(value); return }
        var current = root
        while true {
            if value < current.value {
                if let next = current.left { current = next } else { current.left = Node(value); return }
            } else {
                if let next = current.right { current = next } else { current.right = Node(value); return }
            }
        }
    }
    func inOrder() -> [Value] {
        func walk(_ node: Node?) -> [Value] {
            guard let node else { return [] }
            return walk(node.left) + [node.value] + walk(node.right)
        }
        return walk(root)
    }
}
var tree = Tree<Int>()
[5, 2, 8, 1, 9, 3].forEach { tree.insert($0) }
print(tree.inOrder(), tree.count)  // expect: [1, 2, 3, 5, 8, 9] 6
var words = Tree<String>()
["pear", "apple", "fig"].forEach { words.insert($0) }
print(words.inOrder())  // expect: ["apple", "fig", "pear"]
