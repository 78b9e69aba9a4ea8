// Int and Double never mix without a conversion.
let quantity = 3
let unitPrice = 2.5
let total = quantity * unitPrice // expect error col 22: binary operator '*' cannot be applied to operands of type 'Int' and 'Double'
print(total)
