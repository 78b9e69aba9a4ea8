// A function value has no members: call it first.
let double = { (x: Int) in x * 2 }
print(double(4))
print(double.description) // expect error col 14: value of type '(Int) -> Int' has no member 'description'
