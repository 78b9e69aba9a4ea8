// Both branches of `?:` are Ints: not a String.
let isMember = true
let discount: String = isMember ? 10 : 0 // expect error col 33: cannot convert value of type 'Int' to specified type 'String'
print(discount)
