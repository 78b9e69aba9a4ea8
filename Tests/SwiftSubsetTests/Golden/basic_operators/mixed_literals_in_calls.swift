// Mixed integer and floating literals unify to Double in calls, arrays and ternaries.
print(max(-1, -1.5))  // expect: -1.0
print(min(3, 2.5, 4))  // expect: 2.5
let values = [1, 2.5]
print(values)  // expect: [1.0, 2.5]
let isMember = true
let discount = isMember ? 1 : 0.5
print(discount)  // expect: 1.0
let pair = (1, 2.0)
print(pair)  // expect: (1, 2.0)
print(abs(-3))  // expect: 3
print(abs(-3.0))  // expect: 3.0
let average = (4 + 5 + 6.0) / 3
print(average)  // expect: 5.0
