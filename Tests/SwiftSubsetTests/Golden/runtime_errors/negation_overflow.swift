// Negating Int.min overflows.
let m = Int.min
print(m)  // expect: -9223372036854775808
let n = -m  // expect runtime error: arithmetic overflow
print(n)
