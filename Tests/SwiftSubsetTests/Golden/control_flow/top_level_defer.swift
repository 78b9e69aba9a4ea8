// A top-level defer runs when the file's code ends (last registered first), not where it is written; a loop body's defer runs at each iteration's end
final class Log { let n: String; init(_ n: String) { self.n = n; print("init \(n)") }; deinit { print("deinit \(n)") } }
print("start")
defer { print("first defer") }
var log: Log? = Log("a")
defer {
    print("second defer", log?.n ?? "nil")
    log = nil
}
for i in 1...2 {
    defer { print("loop defer \(i)") }
    print("loop \(i)")
}
print("end of code")

// expect: start
// expect: init a
// expect: loop 1
// expect: loop defer 1
// expect: loop 2
// expect: loop defer 2
// expect: end of code
// expect: second defer a
// expect: deinit a
// expect: first defer
