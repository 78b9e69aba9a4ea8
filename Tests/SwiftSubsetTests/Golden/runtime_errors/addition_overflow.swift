// Int addition overflow traps (no Fatal error message, just a trap).
var x = Int.max - 1
x += 1
print(x)  // expect: 9223372036854775807
x += 1  // expect runtime error: arithmetic overflow
print("unreachable")
