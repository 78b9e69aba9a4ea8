// Integer division truncates toward zero; remainder takes the dividend's sign.
print(7 / 2)  // expect: 3
print(-7 / 2)  // expect: -3
print(7 / -2)  // expect: -3
print(-7 / -2)  // expect: 3
print(7 % 3)  // expect: 1
print(-7 % 3)  // expect: -1
print(7 % -3)  // expect: 1
print(-7 % -3)  // expect: -1
