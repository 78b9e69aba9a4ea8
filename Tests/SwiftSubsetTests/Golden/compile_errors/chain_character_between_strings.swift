// A Character between String literals joined with +: swiftc wants a String there.
let initial: Character = "K"
let tag = "<" + initial + ">" // expect error col 17: cannot convert value of type 'Character' to expected argument type 'String'
print(tag)
