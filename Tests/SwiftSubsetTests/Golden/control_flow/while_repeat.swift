// while checks first; repeat-while runs the body at least once.
var n = 0
while n < 3 { n += 1 }
print(n)  // expect: 3
var m = 10
repeat {
    print("body", m)  // expect: body 10
    m += 1
} while m < 5
var steps = 0
var x = 27
while x != 1 { x = x % 2 == 0 ? x / 2 : 3 * x + 1; steps += 1 }
print(steps)  // expect: 111
