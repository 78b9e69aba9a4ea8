// Joining text and a number with + instead of interpolation.
let items = ["pen", "book"]
let message = "You have " + items.count + " items" // expect error col 35: cannot convert value of type 'Int' to expected argument type 'String'
print(message)
