// Float values in arrays and reductions, parsing, conversions to Int and Double, Float constants and IEEE remainder.
let weights: [Float] = [1, 2.5, 0.1]
print(weights, weights.reduce(0, +))  // expect: [1.0, 2.5, 0.1] 3.6
print(type(of: weights[0]), Float("3.25") as Any, Float("x") as Any)  // expect: Float Optional(3.25) nil
let big: Float = 123456789
print(big, Int(big), Double(big))  // expect: 1.2345679e+08 123456792 123456792.0
print(Float(2) / 3 * 3 == 2, Double(2) / 3 * 3 == 2)  // expect: true true
print(Float.ulpOfOne, Float.leastNonzeroMagnitude)  // expect: 1.1920929e-07 1e-45
print(Float(0.1).nextUp, (1.0).nextUp)  // expect: 0.10000001 1.0000000000000002
var total: Float = 0
for _ in 0..<10 { total += 0.1 }
print(total, total == 1)  // expect: 1.0000001 false
print(8.0.remainder(dividingBy: 3), 7.0.remainder(dividingBy: 2))  // expect: -1.0 -1.0
print((-7.5).truncatingRemainder(dividingBy: 2), Float(7.5).remainder(dividingBy: 2))  // expect: -1.5 -0.5
print(max(Float(1.5), 2), -Float.infinity < weights.min()!)  // expect: 2.0 true
print(Double.infinity.isFinite, (0.0).isZero, Float.nan.isNaN)  // expect: false true true
