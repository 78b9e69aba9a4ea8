// Integer remainder by zero traps with its own message.
let divisors = [3, 0]
for d in divisors {
    print(10 % d)  // expect runtime error: Division by zero in remainder operation
}
// expect: 1
