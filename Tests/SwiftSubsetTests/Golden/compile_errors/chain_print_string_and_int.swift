// Text joined with + around an Int inside print: the Int is blamed, the operators being String's.
let score = 42
print("Score: " + score + " points") // expect error col 19: cannot convert value of type 'Int' to expected argument type 'String'
