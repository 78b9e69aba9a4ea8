// A method that is not `mutating` cannot call one that is.
struct Stack {
    var items: [Int] = []
    mutating func push(_ item: Int) { items.append(item) }
    func pushTwice(_ item: Int) {
        push(item) // expect error col 9: cannot use mutating member on immutable value: 'self' is immutable
    }
}
var stack = Stack()
stack.pushTwice(3)
print(stack.items)
