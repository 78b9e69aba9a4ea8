// A String and a number have no common type for `min` to compare in.
let name = "Zed"
print(min(name, "Amy"))
print(min(name, 10)) // expect error col 7: conflicting arguments to generic parameter 'T' ('String' vs. 'Int')
