// @discardableResult silences unused results; a Never-returning function ends a guard.
struct Stack {
    private(set) var items: [String] = []
    mutating func push(_ item: String) { items.append(item) }
    @discardableResult
    mutating func pop() -> String? { items.popLast() }
}
var stack = Stack()
stack.push("a"); stack.push("b"); stack.push("c")
stack.pop()
print(stack.items)  // expect: ["a", "b"]
print(stack.pop() ?? "none")  // expect: b
func fail(_ message: String) -> Never {
    print("fatal: \(message)")
    fatalError(message)
}
func check(_ n: Int) -> Int {
    guard n >= 0 else { fail("negative") }
    return n * 2
}
print(check(4))  // expect: 8
