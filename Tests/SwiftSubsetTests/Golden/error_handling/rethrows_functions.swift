// A rethrows function throws only when its closure argument throws.
func retrying<T>(_ attempts: Int, _ body: (Int) throws -> T) rethrows -> T {
    var attempt = 1
    while true {
        do {
            return try body(attempt)
        } catch where attempt < attempts {
            print("attempt \(attempt) failed")
            attempt += 1
        }
    }
}
enum NetError: Error { case timeout }
let plain = retrying(3) { n in n * 10 }
print(plain)  // expect: 10
let eventually = try retrying(3) { n -> String in
    if n < 3 { throw NetError.timeout }
    return "ok on \(n)"
}
// expect: attempt 1 failed
// expect: attempt 2 failed
print(eventually)  // expect: ok on 3
do {
    _ = try retrying(2) { _ -> Int in throw NetError.timeout }
} catch {
    print("gave up: \(error)")
}
// expect: attempt 1 failed
// expect: gave up: timeout
let mapped = try ["1", "2"].map { s -> Int in
    guard let n = Int(s) else { throw NetError.timeout }
    return n
}
print(mapped)  // expect: [1, 2]
