// String(...) conversions from numbers, booleans and characters.
print(String(42))  // expect: 42
print(String(-3.5))  // expect: -3.5
print(String(true))  // expect: true
print(String(255, radix: 16))  // expect: ff
print(String(repeating: "ab", count: 3))  // expect: ababab
print(String(Array("cba").reversed()))  // expect: abc
print(String(describing: [1, 2]))  // expect: [1, 2]
print(Int("  5") == nil)  // expect: true
