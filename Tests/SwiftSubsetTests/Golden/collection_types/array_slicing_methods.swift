// prefix/suffix variants and dropping, which return slices with the original indices.
let days = ["Mon", "Tue", "Wed", "Thu", "Fri"]
print(days.prefix(2), days.suffix(2))  // expect: ["Mon", "Tue"] ["Thu", "Fri"]
print(days.prefix(upTo: 1))  // expect: ["Mon"]
print(days.prefix(through: 1))  // expect: ["Mon", "Tue"]
print(days.suffix(from: 3))  // expect: ["Thu", "Fri"]
let middle = days.dropFirst().dropLast()
print(middle, middle.startIndex)  // expect: ["Tue", "Wed", "Thu"] 1
print(middle.first!, Array(middle).startIndex)  // expect: Tue 0
print(days.prefix(while: { $0 != "Wed" }))  // expect: ["Mon", "Tue"]
print(days.drop(while: { $0.hasPrefix("M") || $0.hasPrefix("T") }))  // expect: ["Wed", "Thu", "Fri"]
