// Tuples compare element by element, left to right, up to six elements.
print((1, "zebra") < (2, "apple"))  // expect: true
print((3, "apple") < (3, "bird"))  // expect: true
print((4, "dog") == (4, "dog"))  // expect: true
print((2, 5, 1) > (2, 4, 9))  // expect: true
let versions = [(1, 4, 2), (1, 10, 0), (1, 4, 10)]
let newest = versions.max { $0 < $1 }!
print(newest)  // expect: (1, 10, 0)
let sorted = versions.sorted { $0 < $1 }
print(sorted.map { "\($0.0).\($0.1).\($0.2)" }.joined(separator: " "))  // expect: 1.4.2 1.4.10 1.10.0
