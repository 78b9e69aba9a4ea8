// A computed property of a constrained extension of a generic type reads
// the receiver's type arguments, also where the receiver is a local: the
// literal `0` in `reduce(0, +)` is the Element, a Double (difffuzz seed
// 280000013).
struct Stack<Element> {
    var items: [Element] = []
}
extension Stack where Element: Numeric {
    var sum: Element { items.reduce(0, +) }
    func total() -> Element { items.reduce(0, +) }
}
func report() {
    let empty = Stack<Double>()
    print(empty.sum, empty.total()) // expect: 0.0 0.0
    var one = Stack<Double>()
    one.items.append(2)
    print("\(one.sum)") // expect: 2.0
    let counts: Stack<Int> = Stack()
    print(counts.sum) // expect: 0
}
report()
let global = Stack<Double>()
print(global.sum) // expect: 0.0
