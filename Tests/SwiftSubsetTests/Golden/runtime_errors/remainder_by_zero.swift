// Integer remainder by zero traps with its own message.
let divisors = [3, 0]
for d in divisors {
    print(10 % d)  // expect: 1
}
// expect runtime error: Division by zero in remainder operation
