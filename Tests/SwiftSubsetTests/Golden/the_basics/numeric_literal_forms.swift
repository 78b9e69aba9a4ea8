// Binary, octal, hex, underscores and exponents all spell the same kinds of numbers.
let decimal = 17
let binary = 0b10001
let octal = 0o21
let hex = 0x11
print(decimal == binary && binary == octal && octal == hex)  // expect: true
let population = 8_100_000_000
print(population)  // expect: 8100000000
let big = 1.25e3
let small = 5e-2
print(big, small)  // expect: 1250.0 0.05
let hexDouble = 0xFp2
print(hexDouble)  // expect: 60.0
let padded = 000123.456
print(padded)  // expect: 123.456
