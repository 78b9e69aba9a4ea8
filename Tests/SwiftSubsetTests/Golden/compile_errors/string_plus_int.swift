// A String and an Int cannot be added (use interpolation).
let name = "Player"
let number = 1
let label = name + number // expect error col 18: binary operator '+' cannot be applied to operands of type 'String' and 'Int'
print(label)
