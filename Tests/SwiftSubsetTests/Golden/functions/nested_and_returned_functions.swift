// Nested functions capture their context and can be returned as values.
func makeStepper(forward: Bool) -> (Int) -> Int {
    func stepForward(_ input: Int) -> Int { input + 1 }
    func stepBackward(_ input: Int) -> Int { input - 1 }
    return forward ? stepForward : stepBackward
}
var value = -3
let toward = makeStepper(forward: value < 0)
while value != 0 {
    value = toward(value)
}
print(value)  // expect: 0
func makeAccumulator() -> (Int) -> Int {
    var sum = 0
    func add(_ n: Int) -> Int {
        sum += n
        return sum
    }
    return add
}
let acc = makeAccumulator()
_ = acc(5)
print(acc(10))  // expect: 15
func fibonacci(_ n: Int) -> Int {
    var memo: [Int: Int] = [:]
    func fib(_ k: Int) -> Int {
        if k < 2 { return k }
        if let cached = memo[k] { return cached }
        let result = fib(k - 1) + fib(k - 2)
        memo[k] = result
        return result
    }
    return fib(n)
}
print(fibonacci(50))  // expect: 12586269025
