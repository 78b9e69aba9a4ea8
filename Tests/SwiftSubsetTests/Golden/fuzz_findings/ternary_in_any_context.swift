// A ternary passed as Any types each literal branch on its own; with a Double context it is Double (difffuzz seed 10002988).
print("p5:", (false ? 0.1 : 5))
// expect: p5: 5
let typed: Double = false ? 0.1 : 5
print(typed, type(of: (false ? 0.1 : 5)))
// expect: 5.0 Double
