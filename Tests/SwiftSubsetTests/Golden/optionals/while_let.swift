// while let keeps unwrapping until nil.
var stack = [1, 2, 3]
while let top = stack.popLast() {
    print("pop", top)
}
// expect: pop 3
// expect: pop 2
// expect: pop 1
print(stack.isEmpty)  // expect: true
