// A String start for `reduce(_, +)` over Ints: no `+` takes a String and an Int, and Strings have no unary `+`, so swiftc blames the start value.
let counts = [1, 2]
print(counts.reduce("", +)) // expect error col 21: cannot convert value of type 'String' to expected argument type 'Int'
