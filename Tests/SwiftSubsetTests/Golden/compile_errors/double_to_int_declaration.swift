// Swift never converts a Double to an Int implicitly.
let price = 1.5
let cents: Int = price // expect error col 18: cannot convert value of type 'Double' to specified type 'Int'
print(cents)
