// The first name taken with a range subscript: a range gives an ArraySlice, not one String.
let names = ["Ann", "Bob", "Cy"]
let first: String = names[0...0] // expect error col 26: cannot convert value of type 'ArraySlice<String>' to specified type 'String'
print(first)
