// An array's index is an Int, never an optional one: the optional must
// be unwrapped first (`if let`, `guard let` or `??`).
let scores = [72, 88, 95]
let selected: Int? = 1
print(scores[selected]) // expect error col 14: value of optional type 'Int?' must be unwrapped to a value of type 'Int'
