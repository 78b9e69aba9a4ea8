// defer runs after the return value is computed: changing the variable does not change the result.
var log: [String] = []
func next(_ counter: inout Int) -> Int {
    defer { counter += 1; log.append("defer saw \(counter)") }
    return counter
}
var c = 1
print(next(&c))  // expect: 1
print(c, log)  // expect: 2 ["defer saw 2"]
func label() -> String {
    var s = "before"
    defer { s = "after" }
    return s
}
print(label())  // expect: before
