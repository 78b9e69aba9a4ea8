// Double arithmetic: division, printing of repeating decimals, infinities.
print(7.0 / 2)  // expect: 3.5
print(1.0 / 3)  // expect: 0.3333333333333333
print(0.1 + 0.2)  // expect: 0.30000000000000004
print((7.5).truncatingRemainder(dividingBy: 2))  // expect: 1.5
print(1.0 / 0)  // expect: inf
print(-1.0 / 0)  // expect: -inf
print(2.0 * 3)  // expect: 6.0
