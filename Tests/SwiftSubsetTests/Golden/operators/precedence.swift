// Operator precedence and associativity.
print(2 + 3 * 4)  // expect: 14
print((2 + 3) * 4)  // expect: 20
print(10 - 4 - 3)  // expect: 3
print(100 / 10 / 5)  // expect: 2
print(1 + 2 == 3 && 4 > 2 || false)  // expect: true
print(-3 * -3)  // expect: 9
print(2 + 10 % 4)  // expect: 4
