// An inout parameter lives only for the call: a closure that escapes may not capture it.
var callbacks: [() -> Void] = []
func register(_ action: @escaping () -> Void) { callbacks.append(action) }
func watch(_ total: inout Int) {
    total += 1
    register { print(total) } // expect error col 14: escaping closure captures 'inout' parameter 'total'
}
var score = 1
watch(&score)
print(score)
