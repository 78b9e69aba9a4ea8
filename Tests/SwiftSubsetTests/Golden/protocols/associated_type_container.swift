// A protocol with an associated type, inferred from the conforming type's methods.
protocol Container {
    associatedtype Item
    mutating func append(_ item: Item)
    var count: Int { get }
    subscript(i: Int) -> Item { get }
}
extension Container {
    var isEmpty: Bool { count == 0 }
    func allItems() -> [Item] { (0..<count).map { self[$0] } }
}
struct IntStack: Container {
    var items: [Int] = []
    mutating func append(_ item: Int) { items.append(item) }
    var count: Int { items.count }
    subscript(i: Int) -> Int { items[i] }
}
struct Queue<Element>: Container {
    private var storage: [Element] = []
    mutating func append(_ item: Element) { storage.append(item) }
    var count: Int { storage.count }
    subscript(i: Int) -> Element { storage[i] }
}
func allItemsMatch<C1: Container, C2: Container>(_ a: C1, _ b: C2) -> Bool where C1.Item == C2.Item, C1.Item: Equatable {
    a.count == b.count && (0..<a.count).allSatisfy { a[$0] == b[$0] }
}
var stack = IntStack()
var queue = Queue<Int>()
for n in [3, 1, 4] { stack.append(n); queue.append(n) }
print(stack.allItems(), queue.isEmpty)  // expect: [3, 1, 4] false
print(allItemsMatch(stack, queue))  // expect: true
queue.append(1)
print(allItemsMatch(stack, queue))  // expect: false
