// Global min/max/abs helpers and Int properties.
print(min(3, 9), max(3, 9))  // expect: 3 9
print(min(4, 2, 8))  // expect: 2
print(abs(-12))  // expect: 12
print(abs(-2.5))  // expect: 2.5
print((-7).magnitude)  // expect: 7
print(17.isMultiple(of: 3))  // expect: false
print(10.signum(), (-3).signum(), 0.signum())  // expect: 1 -1 0
