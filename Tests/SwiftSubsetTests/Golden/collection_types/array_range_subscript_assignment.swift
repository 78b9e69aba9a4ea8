// A range of an array's elements is replaced by assigning an array or a slice to that range.
var xs = [1, 2, 3, 4]
xs[0...1] = [7, 8]
print(xs)  // expect: [7, 8, 3, 4]
xs[1..<3] = []
print(xs)  // expect: [7, 4]
xs[..<1] = xs[0...1]
print(xs)  // expect: [7, 4, 4]
xs[1...] = [9, 9, 9]
print(xs, xs.count)  // expect: [7, 9, 9, 9] 4
let tail = xs[2...]
print(tail, tail.startIndex)  // expect: [9, 9] 2
