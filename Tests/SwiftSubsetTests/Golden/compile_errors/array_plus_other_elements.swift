// Two lists of different element types joined with +=.
var totals = [10, 20]
let extras = [2.5, 0.5]
totals += extras // expect error col 8: binary operator '+=' cannot be applied to operands of type '[Int]' and '[Double]'
print(totals)
