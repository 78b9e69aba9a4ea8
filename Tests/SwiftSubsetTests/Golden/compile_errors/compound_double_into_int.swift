// `+=` keeps the variable's type: a Double cannot be added to an Int.
var total = 0
total += 2.5 // expect error col 10: cannot convert value of type 'Double' to expected argument type 'Int'
print(total)
