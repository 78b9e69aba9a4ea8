// Parsing numbers from strings with initialisers that return optionals.
let fields = ["12", "-3", "4.5", "abc", "+8", "0x1F"]
for field in fields {
    let asInt = Int(field).map(String.init) ?? "-"
    let asDouble = Double(field).map { String($0) } ?? "-"
    print(field, asInt, asDouble)
}
// expect: 12 12 12.0
// expect: -3 -3 -3.0
// expect: 4.5 - 4.5
// expect: abc - -
// expect: +8 8 8.0
// expect: 0x1F - 31.0
print(Int("1F", radix: 16) as Any)  // expect: Optional(31)
print(UInt8("300") as Any)  // expect: nil
print(Bool("true") as Any, Bool("yes") as Any)  // expect: Optional(true) nil
