// Numeric conversions between Int and Double truncate toward zero.
let d = 7.9
print(Int(d))  // expect: 7
print(Int(-7.9))  // expect: -7
print(Double(3))  // expect: 3.0
print(Int("42") ?? -1)  // expect: 42
print(Int("4x2") ?? -1)  // expect: -1
print(Double("2.5")!)  // expect: 2.5
print(String(99) + "!")  // expect: 99!
