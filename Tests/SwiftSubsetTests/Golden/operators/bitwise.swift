// Bitwise and shift operators on Int.
print(6 & 3)  // expect: 2
print(6 | 3)  // expect: 7
print(6 ^ 3)  // expect: 5
print(~0)  // expect: -1
print(1 << 4)  // expect: 16
print(-16 >> 2)  // expect: -4
print(String(10, radix: 2))  // expect: 1010
