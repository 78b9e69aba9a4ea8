// Array slices keep the original indices.
let xs = [10, 20, 30, 40, 50]
let mid = xs[1...3]
print(mid)  // expect: [20, 30, 40]
print(mid.startIndex, mid.first!)  // expect: 1 20
print(mid[2])  // expect: 30
print(Array(mid)[0])  // expect: 20
print(xs.prefix(2), xs.suffix(2))  // expect: [10, 20] [40, 50]
print(xs.dropFirst().first!)  // expect: 20
