// Bools have no arithmetic.
let a = true
let b = false
print(a + b) // expect error col 9: binary operator '+' cannot be applied to two 'Bool' operands
