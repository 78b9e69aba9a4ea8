// Dividing a Double total by an Int count without converting the count.
let scores: [Double] = [88.5, 92, 79.5]
var total = 0.0
for s in scores { total += s }
let average = total / scores.count // expect error col 21: binary operator '/' cannot be applied to operands of type 'Double' and 'Int'
print(average)
