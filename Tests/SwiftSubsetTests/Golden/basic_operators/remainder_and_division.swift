// Integer division truncates toward zero; % keeps the dividend's sign; Doubles use truncatingRemainder.
print(9 / 4, -9 / 4)  // expect: 2 -2
print(9 % 4, -9 % 4, 9 % -4)  // expect: 1 -1 1
print(9.0 / 4)  // expect: 2.25
print(9.5.truncatingRemainder(dividingBy: 4))  // expect: 1.5
print((-7.5).truncatingRemainder(dividingBy: 2))  // expect: -1.5
print(7.5.remainder(dividingBy: 2))  // expect: -0.5
let minutes = 135
print("\(minutes / 60)h \(minutes % 60)m")  // expect: 2h 15m
print(17.quotientAndRemainder(dividingBy: 5))  // expect: (quotient: 3, remainder: 2)
print(10.isMultiple(of: 5), 10.isMultiple(of: 3))  // expect: true false
