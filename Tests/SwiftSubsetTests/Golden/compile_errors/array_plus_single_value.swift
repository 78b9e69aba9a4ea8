// Adding one score to a list with += as if it were a number.
var scores = [82, 91]
let latest = 77
scores += latest // expect error col 11: cannot convert value of type 'Int' to expected argument type 'Array<Int>'
print(scores)
