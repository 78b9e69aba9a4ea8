// Closed, half-open and one-sided ranges.
print(Array(1...4))  // expect: [1, 2, 3, 4]
print(Array(1..<4))  // expect: [1, 2, 3]
print((1...10).contains(10), (1..<10).contains(10))  // expect: true false
let xs = [10, 20, 30, 40, 50]
print(Array(xs[2...]))  // expect: [30, 40, 50]
print(Array(xs[..<2]))  // expect: [10, 20]
print(xs[1...3].count)  // expect: 3
print(1...3)  // expect: 1...3
print(0..<2)  // expect: 0..<2
print(Array(stride(from: 10, to: 0, by: -3)))  // expect: [10, 7, 4, 1]
