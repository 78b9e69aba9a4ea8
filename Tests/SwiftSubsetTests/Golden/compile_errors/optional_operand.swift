// Arithmetic on an optional needs it unwrapped first.
let stored: Int? = 41
print(stored + 1) // expect error col 7: value of optional type 'Int?' must be unwrapped to a value of type 'Int'
