// Reading past the end of an array traps with "Index out of range".
let xs = [10, 20, 30]
print(xs[2])  // expect: 30
print(xs[3])
// expect runtime error: Index out of range
