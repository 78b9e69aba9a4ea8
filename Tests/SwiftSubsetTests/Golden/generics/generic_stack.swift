// A generic Stack with mutating push/pop and a computed top.
struct Stack<Element> {
    private var items: [Element] = []
    var top: Element? { items.last }
    var isEmpty: Bool { items.isEmpty }
    mutating func push(_ e: Element) { items.append(e) }
    mutating func pop() -> Element? { items.popLast() }
}
var s = Stack<String>()
s.push("a"); s.push("b")
print(s.top!)  // expect: b
print(s.pop()!, s.pop()!, s.pop() as Any)  // expect: b a nil
print(s.isEmpty)  // expect: true
