// In [Double] + [9] the right-hand literal is an array of Doubles (difffuzz seed 10001549).
print("p13:", ([2.25, 7.0, 0.75, 0.2] + [9]).filter { $0 >= 1 })
// expect: p13: [2.25, 7.0, 9.0]
var readings = [0.5]
readings += [2]
print(readings)
// expect: [0.5, 2.0]
