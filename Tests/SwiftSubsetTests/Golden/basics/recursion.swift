// Recursive functions: factorial and fibonacci.
func factorial(_ n: Int) -> Int { n <= 1 ? 1 : n * factorial(n - 1) }
func fib(_ n: Int) -> Int { n < 2 ? n : fib(n - 1) + fib(n - 2) }
print(factorial(10))  // expect: 3628800
print((0..<10).map(fib))  // expect: [0, 1, 1, 2, 3, 5, 8, 13, 21, 34]
