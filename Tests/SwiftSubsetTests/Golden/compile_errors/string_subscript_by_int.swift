// A String is indexed by String.Index, not by an integer: name[0] is refused with swiftc's hint, at the string.
let name = "Grace"
let initial: Character = name[0] // expect error col 26: 'subscript(_:)' is unavailable: cannot subscript String with an Int, use a String.Index instead.
print(initial)
