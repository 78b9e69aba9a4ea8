// `&` needs a variable: a `let` cannot be passed as `inout`.
func double(_ value: inout Int) { value *= 2 }
let points = 21
double(&points) // expect error col 8: cannot pass immutable value as inout argument: 'points' is a 'let' constant
print(points)
