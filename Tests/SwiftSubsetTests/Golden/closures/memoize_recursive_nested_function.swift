// Memoization with a closure capturing a dictionary, and recursion through a nested function.
func memoize<In: Hashable, Out>(_ f: @escaping ((In) -> Out, In) -> Out) -> (In) -> Out {
    var cache: [In: Out] = [:]
    func wrapped(_ x: In) -> Out {
        if let hit = cache[x] { return hit }
        let value = f(wrapped, x)
        cache[x] = value
        return value
    }
    return wrapped
}
var calls = 0
let fib = memoize { (fib: (Int) -> Int, n: Int) -> Int in
    calls += 1
    return n < 2 ? n : fib(n - 1) + fib(n - 2)
}
print(fib(30), calls)
print(fib(31), calls)
// expect: 832040 31
// expect: 1346269 32
