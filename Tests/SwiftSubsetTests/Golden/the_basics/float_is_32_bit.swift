// Float is a 32-bit binary float and prints with the digits a Float needs.
let third = Float(1) / 3
print(third)  // expect: 0.33333334
let doubleThird = 1.0 / 3
print(doubleThird)  // expect: 0.3333333333333333
print(Float.pi)  // expect: 3.1415925
print(Double.pi)  // expect: 3.141592653589793
let price: Float = 0.1
print(price + 0.2)  // expect: 0.3
print(0.1 + 0.2)  // expect: 0.30000000000000004
print(Double(Float(0.1)))  // expect: 0.10000000149011612
print(Double.ulpOfOne)  // expect: 2.220446049250313e-16
print(Float.greatestFiniteMagnitude)  // expect: 3.4028235e+38
print(MemoryLayout<Float>.size)  // expect: 4
