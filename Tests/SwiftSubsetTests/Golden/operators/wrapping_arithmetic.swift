// Overflow operators wrap instead of trapping.
print(Int.max)  // expect: 9223372036854775807
print(Int.min)  // expect: -9223372036854775808
print(Int.max &+ 1)  // expect: -9223372036854775808
print(Int.min &- 1)  // expect: 9223372036854775807
print(Int.max &* 2)  // expect: -2
let r = Int.max.addingReportingOverflow(1)
print(r.overflow)  // expect: true
