// Optional chaining through a model graph with map, flatMap and nil-coalescing.
final class Node {
    let value: Int
    var next: Node?
    weak var parent: Node?
    init(_ value: Int, next: Node? = nil) { self.value = value; self.next = next; next?.parent = self }
}
let list = Node(1, next: Node(2, next: Node(3)))
print(list.next?.next?.value ?? 0, list.next?.next?.next?.value ?? -1)
print(list.next?.parent?.value as Any, list.parent?.value as Any)
var values: [Int] = []
var cursor: Node? = list
while let node = cursor { values.append(node.value); cursor = node.next }
print(values)
let text: String? = "42"
let number = text.flatMap(Int.init).map { $0 * 2 }
print(number as Any, Optional<String>.none.flatMap(Int.init) as Any)
let nested: Int?? = .some(nil)
print(nested as Any, (nested ?? 5) as Any)
// expect: 3 -1
// expect: Optional(1) nil
// expect: [1, 2, 3]
// expect: Optional(84) nil
// expect: Optional(nil) nil
