// try? await Task.sleep swallows CancellationError: the code after it keeps running.
let t = Task {
    try? await Task.sleep(for: .seconds(5))
    print("after sleep, cancelled =", Task.isCancelled)
    try? await Task.sleep(for: .seconds(5))
    print("second sleep returned at once")
}
try? await Task.sleep(for: .milliseconds(30))
t.cancel()
await t.value
// expect: after sleep, cancelled = true
// expect: second sleep returned at once
