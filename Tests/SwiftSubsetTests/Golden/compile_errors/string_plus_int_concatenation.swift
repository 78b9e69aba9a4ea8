// Building a message with `+` from a String and an Int: swiftc will not convert the Int.
let score = 42
let message = "Score: " + score // expect error col 25: binary operator '+' cannot be applied to operands of type 'String' and 'Int'
print(message)
