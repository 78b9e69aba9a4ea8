// Optional(Optional(2)) stored in an Int?? is not wrapped a third time (difffuzz seed 10000263).
let oo8: Int?? = Optional(Optional(2))
print("p11:", oo8 as Any)
// expect: p11: Optional(Optional(2))
let once: Int?? = Optional(3)
print(once as Any)
// expect: Optional(Optional(3))
