// Cancellation is visible inside async functions the task calls.
func step(_ n: Int) async throws {
    try await Task.sleep(for: .milliseconds(100))
    print("step", n, "done")
}
let t = Task {
    do {
        for n in 1...5 { try await step(n) }
    } catch {
        print("stopped:", type(of: error))
    }
}
try? await Task.sleep(for: .milliseconds(250))
t.cancel()
await t.value
// expect: step 1 done
// expect: step 2 done
// expect: stopped: CancellationError
