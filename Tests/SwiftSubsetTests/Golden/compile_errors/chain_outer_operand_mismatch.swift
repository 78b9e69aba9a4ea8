// A chain whose mismatched operand is an operand of the last operator itself: swiftc names both sides of that operator.
let hours = 8
let rate = 12.5
let pay = hours * 5 + rate // expect error col 21: binary operator '+' cannot be applied to operands of type 'Int' and 'Double'
print(pay)
