// abs of Int8, Int16, Int32 and Int64 values is positive and keeps the operand's type (difffuzz seed 230000001).
let delta: Int16 = -22
print(abs(delta), type(of: abs(delta)))
print(abs(Int8(-5)), abs(Int32(-7)), abs(Int64(-9)), abs(Int8(4)))
let readings: [Int8] = [-3, 2, -7]
print(readings.map { abs($0) }, readings.map(abs).reduce(0, +))
print(abs(Float(-1.5)), abs(-2.5), abs(-3))
// expect: 22 Int16
// expect: 5 7 9 4
// expect: [3, 2, 7] 12
// expect: 1.5 2.5 3
