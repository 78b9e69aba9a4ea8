// Converting a too-large Double to Int traps.
let big = 1e20
print(Int(1e18))  // expect: 1000000000000000000
print(Int(big))
// expect runtime error: Double value cannot be converted to Int because the result would be greater than Int.max
