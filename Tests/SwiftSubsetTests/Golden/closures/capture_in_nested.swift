// Nested closures share captured variables with their parents.
func makePair() -> (inc: () -> Void, get: () -> Int) {
    var value = 0
    let inc = { value += 1 }
    let get = { value }
    return (inc, get)
}
let p = makePair()
p.inc(); p.inc(); p.inc()
print(p.get())  // expect: 3
var log: [String] = []
let outer = { (tag: String) in
    let inner = { log.append(tag + "!") }
    inner()
    inner()
}
outer("x")
print(log)  // expect: ["x!", "x!"]
