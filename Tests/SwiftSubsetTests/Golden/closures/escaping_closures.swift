// @escaping closures stored and called later still see captured state.
var handlers: [() -> Void] = []
func register(_ name: String, _ h: @escaping () -> Void) {
    print("registered", name)
    handlers.append(h)
}
var total = 0
register("a") { total += 1 }  // expect: registered a
register("b") { total += 10 }  // expect: registered b
print(total)  // expect: 0
for h in handlers { h() }
print(total)  // expect: 11
handlers.forEach { $0() }
print(total)  // expect: 22
