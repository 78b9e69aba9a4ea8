// Tuples: labelled and positional access, destructuring, printing.
let point = (x: 3, y: 4)
print(point.x, point.1)  // expect: 3 4
let (a, b) = (10, "ten")
print(a, b)  // expect: 10 ten
print(point)  // expect: (x: 3, y: 4)
print((1, "one"))  // expect: (1, "one")
func minMax(_ xs: [Int]) -> (min: Int, max: Int) { (xs.min()!, xs.max()!) }
let r = minMax([5, 2, 9])
print(r.min, r.max)  // expect: 2 9
