// A generic singly linked list of class nodes that conforms to Sequence, so for-in, map, reduce, contains and Array(_:) work on it.
final class Node<T> {
    let value: T
    var next: Node<T>?
    init(_ value: T, next: Node<T>? = nil) {
        self.value = value
        self.next = next
    }
}

struct LinkedList<T>: Sequence {
    private(set) var head: Node<T>?
    private(set) var count = 0

    mutating func prepend(_ value: T) {
        head = Node(value, next: head)
        count += 1
    }

    mutating func append(_ value: T) {
        count += 1
        guard var node = head else {
            head = Node(value)
            return
        }
        while let next = node.next { node = next }
        node.next = Node(value)
    }

    func makeIterator() -> AnyIterator<T> {
        var current = head
        return AnyIterator {
            defer { current = current?.next }
            return current?.value
        }
    }
}

extension LinkedList: CustomStringConvertible {
    var description: String { map { "\($0)" }.joined(separator: " -> ") + (count == 0 ? "empty" : "") }
}

var list = LinkedList<Int>()
print(list, list.count)
// expect: empty 0
list.append(2)
list.append(3)
list.prepend(1)
list.append(4)
print(list)
// expect: 1 -> 2 -> 3 -> 4
var total = 0
for n in list where n % 2 == 0 { total += n }
print(total, list.map { $0 * 10 }, list.reduce(0, +), list.contains(3), Array(list.reversed()))
// expect: 6 [10, 20, 30, 40] 10 true [4, 3, 2, 1]
var names = LinkedList<String>()
for name in ["kiwi", "fig", "pear"] { names.append(name) }
print(names, names.sorted(), names.first { $0.count == 3 } ?? "-", names.head?.next?.value ?? "-")
// expect: kiwi -> fig -> pear ["fig", "kiwi", "pear"] fig fig
