// Compound assignment operators on Int, Double and String.
var x = 10
x += 5; print(x)  // expect: 15
x -= 3; print(x)  // expect: 12
x *= 2; print(x)  // expect: 24
x /= 5; print(x)  // expect: 4
x %= 3; print(x)  // expect: 1
var d = 1.5
d *= 4; print(d)  // expect: 6.0
var s = "ab"
s += "cd"; print(s)  // expect: abcd
