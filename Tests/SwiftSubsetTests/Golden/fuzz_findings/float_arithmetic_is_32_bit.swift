// Float arithmetic rounds to 32 bits at every step (difffuzz seeds 10000012, 10000850).
let fl5: Float = 16777217
print("p10:", fl5, fl5 / 3)
// expect: p10: 16777216.0 5592405.5
let tenth: Float = 0.1
print(tenth * tenth, Double(tenth), Float(5) / 7)
// expect: 0.010000001 0.10000000149011612 0.71428573
