// Both operands optional.
let a: Int? = 1
let b: Int? = 2
print(a + b) // expect error col 9: binary operator '+' cannot be applied to two 'Int?' operands
