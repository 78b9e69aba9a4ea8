// Negating Int.min overflows.
let m = Int.min
print(m)  // expect: -9223372036854775808
let n = -m
print(n)
// expect runtime error: arithmetic overflow
