// Passing an optional to a parameter that is not optional.
func square(_ x: Int) -> Int { x * x }
let parsed = Int("12")
print(square(parsed)) // expect error col 14: value of optional type 'Int?' must be unwrapped to a value of type 'Int'
