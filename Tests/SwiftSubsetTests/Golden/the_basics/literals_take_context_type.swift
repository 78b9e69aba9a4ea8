// Integer literals become Double (or Float) when the context asks for one.
let distance: Double = 42
print(distance)  // expect: 42.0
let ratio: Float = 3
print(ratio)  // expect: 3.0

func half(_ value: Double) -> Double { value / 2 }
print(half(7))  // expect: 3.5

let readings: [Double] = [1, 2, 3]
print(readings)  // expect: [1.0, 2.0, 3.0]

var total = 0.0
total += 5
print(total)  // expect: 5.0

let temperatures = [12, 15.5, 9]
print(temperatures)  // expect: [12.0, 15.5, 9.0]
print(type(of: temperatures))  // expect: Array<Double>
