// Building a new list with + and a bare string: Swift says so by name.
let fruits = ["apple", "pear"]
let more = fruits + "plum" // expect error col 19: '+' is unavailable: Operator '+' cannot be used to append a String to a sequence of strings
print(more)
