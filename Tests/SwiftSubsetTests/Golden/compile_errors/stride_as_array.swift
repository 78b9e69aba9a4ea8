// A stride is no array: swiftc wants `Array(stride(…))`.
let evens: [Int] = stride(from: 0, to: 10, by: 2)  // expect error col 20: cannot convert value of type 'StrideTo<Int>' to specified type '[Int]'
print(evens)
