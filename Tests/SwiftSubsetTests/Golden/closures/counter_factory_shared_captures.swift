// A counter factory: closures capturing and sharing state.
func makeCounter(step: Int = 1) -> (increment: () -> Int, reset: () -> Void) {
    var count = 0
    return ({ count += step; return count }, { count = 0 })
}
let c = makeCounter(step: 2)
print(c.increment(), c.increment())
c.reset()
print(c.increment())
var handlers: [String: () -> String] = [:]
for name in ["a", "b"] {
    var calls = 0
    handlers[name] = { calls += 1; return "\(name)\(calls)" }
}
print(handlers["a"]!(), handlers["a"]!(), handlers["b"]!())
// expect: 2 4
// expect: 2
// expect: a1 a2 b1
