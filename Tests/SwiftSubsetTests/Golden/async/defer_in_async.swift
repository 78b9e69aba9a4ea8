// defer in an async function runs after its awaits complete, when it returns.
func job(_ name: String) async {
    print(name, "begin")
    defer { print(name, "defer") }
    try? await Task.sleep(for: .milliseconds(10))
    print(name, "end")
}
await job("one")
// expect: one begin
// expect: one end
// expect: one defer
let cancelled = Task { await job("two") }
cancelled.cancel()
await cancelled.value
// expect: two begin
// expect: two end
// expect: two defer
