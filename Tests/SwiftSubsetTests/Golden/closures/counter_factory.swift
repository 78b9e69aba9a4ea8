// Each call of a factory creates a fresh captured variable.
func makeCounter() -> () -> Int {
    var n = 0
    return {
        n += 1
        return n
    }
}
let a = makeCounter()
let b = makeCounter()
print(a(), a(), a())  // expect: 1 2 3
print(b())  // expect: 1
let aliasOfA = a
print(aliasOfA(), a())  // expect: 4 5
