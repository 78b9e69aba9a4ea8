// A generic Stack struct with a conditional CustomStringConvertible conformance, popLast, while-let draining, and a bracket checker over Characters.
struct Stack<Element> {
    private var items: [Element] = []
    var isEmpty: Bool { items.isEmpty }
    var top: Element? { items.last }
    mutating func push(_ e: Element) { items.append(e) }
    @discardableResult mutating func pop() -> Element? { items.popLast() }
}
extension Stack: CustomStringConvertible where Element: CustomStringConvertible {
    var description: String { "[" + items.map(\.description).joined(separator: "|") + "]" }
}
var s = Stack<Int>()
[3, 1, 4].forEach { s.push($0) }
print(s, s.top ?? -1)
s.pop()
print(s)
var words = Stack<String>()
words.push("a"); words.push("b")
var popped = ""
while let w = words.pop() { popped += w }
print(popped)
func balanced(_ text: String) -> Bool {
    var st = Stack<Character>()
    let pairs: [Character: Character] = [")": "(", "]": "["]
    for c in text {
        if "([".contains(c) { st.push(c) }
        else if let open = pairs[c] { if st.pop() != open { return false } }
    }
    return st.isEmpty
}
print(balanced("(a[b])"), balanced("(]"), balanced("(("))
// expect: [3|1|4] 4
// expect: [3|1]
// expect: ba
// expect: true false false
