// A labelled tuple's type name keeps its labels (difffuzz seed 10000650).
print("p1:", type(of: (a: (-5), b: 0.2)))
// expect: p1: (a: Int, b: Double)
let pair: (name: String, count: Int) = ("x", 1)
print(type(of: pair))
// expect: (name: String, count: Int)
