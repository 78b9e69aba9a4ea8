// Throwing closures: map with try, and rethrowing higher-order functions.
enum Bad: Error { case odd(Int) }
func evenOnly(_ n: Int) throws -> Int {
    if n % 2 != 0 { throw Bad.odd(n) }
    return n
}
do {
    let a = try [2, 4].map { try evenOnly($0) }
    print(a)  // expect: [2, 4]
    let b = try [2, 3, 5].map(evenOnly)
    print(b)
} catch {
    print("stopped at", error)  // expect: stopped at odd(3)
}
let safe = [1, 2, 3].map { (try? evenOnly($0)) ?? 0 }
print(safe)  // expect: [0, 2, 0]
