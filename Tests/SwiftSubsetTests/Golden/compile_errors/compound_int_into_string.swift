// Adding a number to a String with `+=`.
var message = "Score: "
message += 10 // expect error col 12: cannot convert value of type 'Int' to expected argument type 'String'
print(message)
