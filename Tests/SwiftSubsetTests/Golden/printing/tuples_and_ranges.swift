// Tuples, ranges and dictionaries with one entry print like their literals.
print((1, 2))  // expect: (1, 2)
print((name: "a", n: 1))  // expect: (name: "a", n: 1)
print(2...5)  // expect: 2...5
print(["k": 1])  // expect: ["k": 1]
print([String: Int]())  // expect: [:]
print(Set([7]))  // expect: [7]
