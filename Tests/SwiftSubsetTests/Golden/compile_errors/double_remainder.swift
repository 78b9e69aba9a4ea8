// `%` is for integers; Doubles use truncatingRemainder(dividingBy:).
let angle = 370.0
print(angle % 360) // expect error col 13: '%' is unavailable: For floating point numbers use truncatingRemainder instead
