// fatalError in an async let child, after it slept, ends the program while the top level waits on something else: a trap in any task stops everything, with its own message.
func load() async -> Int {
    try? await Task.sleep(nanoseconds: 100_000_000)
    fatalError("model broke")  // expect runtime error: model broke
}
func other() async -> Int {
    try? await Task.sleep(nanoseconds: 1_000_000_000)
    return 1
}
print("go")  // expect: go
async let value = load()
print("waiting")  // expect: waiting
print(await other())
print(await value)
