// An element of a `let` tuple cannot be changed.
let origin = (x: 0, y: 0)
origin.x = 5 // expect error col 8: cannot assign to property: 'origin' is a 'let' constant
print(origin)
