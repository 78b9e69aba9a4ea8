// `==` between a String and an Int.
let code = "42"
let expected = 42
print(code == expected) // expect error col 12: binary operator '==' cannot be applied to operands of type 'String' and 'Int'
