// A dictionary lookup is optional: multiplying it without unwrapping is refused.
let prices = ["apple": 45, "bread": 329]
let quantity = 3
let total = prices["apple"] * quantity // expect error col 19: value of optional type 'Int?' must be unwrapped to a value of type 'Int'
print(total)
