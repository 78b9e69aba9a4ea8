// Bitwise NOT, AND, OR, XOR and shifts on UInt8 values.
let initialBits: UInt8 = 0b00001111
let invertedBits = ~initialBits
print(invertedBits, String(invertedBits, radix: 2))  // expect: 240 11110000
let firstSixBits: UInt8 = 0b11111100
let lastSixBits: UInt8 = 0b00111111
print(firstSixBits & lastSixBits)  // expect: 60
print(String(0b10110010 | 0b01011110 as UInt8, radix: 2))  // expect: 11111110
print(String(0b00010100 ^ 0b00000101 as UInt8, radix: 2))  // expect: 10001
let shiftBits: UInt8 = 4
print(shiftBits << 1, shiftBits << 5, shiftBits >> 2)  // expect: 8 128 1
print(shiftBits << 6)  // expect: 0
let pink: UInt32 = 0xCC6699
let red = (pink & 0xFF0000) >> 16, green = (pink & 0x00FF00) >> 8, blue = pink & 0x0000FF
print(red, green, blue)  // expect: 204 102 153
