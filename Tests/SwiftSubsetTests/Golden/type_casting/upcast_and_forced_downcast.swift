// Upcasting with `as`, forced downcasting with `as!` when the type is known.
class Node { var value: Int; init(_ value: Int) { self.value = value } }
final class Leaf: Node { var label: String; init(_ value: Int, label: String) { self.label = label; super.init(value) } }
let leaf = Leaf(3, label: "x")
let node = leaf as Node
print(node.value, type(of: node))  // expect: 3 Leaf
let back = node as! Leaf
print(back.label, back === leaf)  // expect: x true
let nodes: [Node] = [Node(1), leaf]
let leaves = nodes.compactMap { $0 as? Leaf }
print(leaves.count, leaves[0].label)  // expect: 1 x
let anyObject: AnyObject = leaf
print((anyObject as? Node)?.value as Any)  // expect: Optional(3)
