// Dictionary lookup, insertion, update, removal and default subscripts.
var ages = ["ann": 31]
print(ages["ann"] as Any)  // expect: Optional(31)
print(ages["zed"] as Any)  // expect: nil
ages["bo"] = 25
ages["ann"] = 32
print(ages.count)  // expect: 2
print(ages["ann"]!, ages["bo"]!)  // expect: 32 25
let old = ages.updateValue(40, forKey: "bo")
print(old as Any)  // expect: Optional(25)
ages["bo"] = nil
print(ages)  // expect: ["ann": 32]
print(ages["cy", default: 0])  // expect: 0
ages["ann", default: 0] += 1
print(ages["ann"]!)  // expect: 33
