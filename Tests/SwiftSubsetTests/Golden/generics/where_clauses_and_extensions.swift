// Generic types extended with where clauses add members only for some type arguments.
struct Stack<Element> {
    private(set) var items: [Element] = []
    mutating func push(_ item: Element) { items.append(item) }
    mutating func pop() -> Element? { items.popLast() }
    var top: Element? { items.last }
}
extension Stack where Element: Equatable {
    func isTop(_ item: Element) -> Bool { top == item }
}
extension Stack where Element: Numeric {
    var sum: Element { items.reduce(0, +) }
}
extension Stack: CustomStringConvertible {
    var description: String { "Stack(\(items.count))" + (items.isEmpty ? "" : " top=\(top!)") }
}
var numbers = Stack<Double>()
numbers.push(1.5); numbers.push(2)
print(numbers.sum, numbers.isTop(2))  // expect: 3.5 true
print(numbers)  // expect: Stack(2) top=2.0
var words = Stack<String>()
words.push("a")
print(words.isTop("b"), words.pop() as Any, words)  // expect: false Optional("a") Stack(0)
