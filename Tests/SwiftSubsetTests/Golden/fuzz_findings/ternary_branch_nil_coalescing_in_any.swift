// A ternary given to Any converts each branch to Any on its own, so a literal on the left of ?? in a branch keeps its own type: 11 ?? 0.1 there is the Int 11 (difffuzz seed 71000110).
struct Gauge { var rate: Double; var isHigh: Bool { rate > 0.5 } }
let low = Gauge(rate: 0.2)
print("p10:", (low.isHigh ? low.rate : (11 ?? 0.1)))
// expect: p10: 11
print(low.isHigh ? 1.5 : (false ? 2 : 3))
// expect: 3
let kept: Double = low.isHigh ? low.rate : (11 ?? 0.1)
print(kept)
// expect: 11.0
