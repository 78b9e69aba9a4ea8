// A negative array index traps as well.
var xs = [1, 2, 3]
xs[0] = 5
print(xs)  // expect: [5, 2, 3]
xs[-1] = 0  // expect runtime error: Index out of range
print("unreachable")
