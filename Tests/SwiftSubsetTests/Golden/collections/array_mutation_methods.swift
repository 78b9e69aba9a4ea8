// removeFirst/removeLast/popLast/removeAll(where:)/swapAt/reverse/replaceSubrange.
var xs = [1, 2, 3, 4, 5, 6]
print(xs.removeFirst(), xs.removeLast())  // expect: 1 6
print(xs)  // expect: [2, 3, 4, 5]
xs.removeAll { $0 % 2 == 0 }
print(xs)  // expect: [3, 5]
xs.swapAt(0, 1)
print(xs)  // expect: [5, 3]
xs.append(contentsOf: [7, 9])
xs.reverse()
print(xs)  // expect: [9, 7, 3, 5]
xs.replaceSubrange(1...2, with: [0, 0, 0])
print(xs)  // expect: [9, 0, 0, 0, 5]
var empty: [Int] = []
print(empty.popLast() as Any)  // expect: nil
