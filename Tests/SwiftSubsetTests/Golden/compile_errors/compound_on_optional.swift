// `+=` on an optional.
var bonus: Int? = 5
bonus += 1 // expect error col 1: value of optional type 'Int?' must be unwrapped to a value of type 'Int'
print(bonus ?? 0)
