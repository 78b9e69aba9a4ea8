// A ternary whose branches disagree, stored as an Int.
let isMember = true
let discount: Int = isMember ? 10 : "none" // expect error col 30: cannot convert value of type 'String' to specified type 'Int'
print(discount)
