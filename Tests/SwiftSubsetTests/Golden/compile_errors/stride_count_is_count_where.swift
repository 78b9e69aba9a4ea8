// A stride has no `count` property: a Sequence's only `count` is the
// method `count(where:)`, whose error parameter swiftc cannot infer from a
// bare `.count`. `Array(…).count` or `underestimatedCount` count it.
let ticks = stride(from: 0.0, to: 1.0, by: 0.25)
print(ticks.underestimatedCount)
print(ticks.count) // expect error col 13: generic parameter 'E' could not be inferred
