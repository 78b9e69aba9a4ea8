// The ternary conditional operator evaluates only the chosen branch.
func side(_ s: String) -> String { print("built", s); return s }
let n = 7
print(n % 2 == 0 ? "even" : "odd")  // expect: odd
let pick = n > 5 ? side("big") : side("small")
// expect: built big
print(pick)  // expect: big
print(n > 0 ? n > 5 ? "large" : "small" : "negative")  // expect: large
