// Comparing an Int with a Double.
let count = 3
let limit = 2.5
if count > limit { // expect error col 10: binary operator '>' cannot be applied to operands of type 'Int' and 'Double'
    print("over")
}
