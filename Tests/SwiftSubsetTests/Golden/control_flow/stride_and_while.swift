// stride, while and repeat-while loops, with counters that change inside.
var countdown: [Int] = []
for n in stride(from: 10, through: 0, by: -5) { countdown.append(n) }
print(countdown)  // expect: [10, 5, 0]
var n = 27, steps = 0
while n != 1 {
    n = n % 2 == 0 ? n / 2 : 3 * n + 1
    steps += 1
}
print(steps)  // expect: 111
var tries = 0
repeat {
    tries += 1
} while tries < 0
print(tries)  // expect: 1
var fib = [0, 1]
while fib.count < 10 { fib.append(fib[fib.count - 1] + fib[fib.count - 2]) }
print(fib.last!)  // expect: 34
for _ in 1...3 { print("hi", terminator: "") }
print()  // expect: hihihi
