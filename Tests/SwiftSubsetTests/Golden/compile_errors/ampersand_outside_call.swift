// `&` marks an argument; it is not an operator that makes a reference.
var level = 1
let alias = &level // expect error col 13: '&' may only be used to pass an argument to inout parameter
print(alias)
