// Double formatting: shortest round-trip digits, exponent for big/small values.
print(0.1)  // expect: 0.1
print(3.0)  // expect: 3.0
print(1e16)  // expect: 1e+16
print(1e15)  // expect: 1000000000000000.0
print(123456789.0)  // expect: 123456789.0
print(0.0001)  // expect: 0.0001
print(0.00001)  // expect: 1e-05
print(-0.0)  // expect: -0.0
print(2.5e-3)  // expect: 0.0025
print(Double.pi)  // expect: 3.141592653589793
print(Double.nan)  // expect: nan
