// swapAt, the global swap, reverse, shuffle-free sorting in place and removeAll(where:).
var queue = ["a", "b", "c", "d"]
queue.swapAt(0, 3)
print(queue)  // expect: ["d", "b", "c", "a"]
var x = 1, y = 2
swap(&x, &y)
print(x, y)  // expect: 2 1
queue.reverse()
print(queue)  // expect: ["a", "c", "b", "d"]
queue.sort(by: >)
print(queue)  // expect: ["d", "c", "b", "a"]
var numbers = Array(1...10)
numbers.removeAll(where: { $0 % 3 == 0 })
print(numbers)  // expect: [1, 2, 4, 5, 7, 8, 10]
numbers.replaceSubrange(0..<2, with: [100])
print(numbers)  // expect: [100, 4, 5, 7, 8, 10]
numbers.insert(contentsOf: [-1, -2], at: 1)
print(numbers.prefix(4))  // expect: [100, -1, -2, 4]
numbers.removeFirst(2)
print(numbers, numbers.count)  // expect: [-2, 4, 5, 7, 8, 10] 6
