// Integer literals above Int.max in UInt64 contexts: stored, compared, in compound assignments and wrapping arithmetic
let maxValue: UInt64 = 0xFFFF_FFFF_FFFF_FFFF
let golden: UInt64 = 0x9E3779B97F4A7C15
print(maxValue, golden, maxValue == UInt64.max)
var state: UInt64 = 12345
state &+= 0x9E3779B97F4A7C15
print(state)
state = (state ^ (state >> 30)) &* 0xBF58476D1CE4E5B9
print(state, state > 9_223_372_036_854_775_807)
let big: UInt = 18_446_744_073_709_551_615
print(big, Double(exactly: 9_223_372_036_854_775_808.0) != nil)
let asDouble: Double = 18_446_744_073_709_551_615
print(asDouble)
var small: UInt8 = 200
small &+= 100
print(small)

// expect: 18446744073709551615 11400714819323198485 true
// expect: 11400714819323210830
// expect: 5065085765850754195 false
// expect: 18446744073709551615 true
// expect: 1.8446744073709552e+19
// expect: 44
