// `split` gives Substrings: appending one to a [String] needs String(_:).
let line = "milk,eggs,bread"
var items: [String] = []
for piece in line.split(separator: ",") {
    items.append(piece) // expect error col 18: cannot convert value of type 'String.SubSequence' (aka 'Substring') to expected argument type 'String'
}
print(items)
