// Cancelling a task wakes its sleep early with CancellationError.
let t = Task {
    do {
        try await Task.sleep(for: .seconds(10))
        print("slept fully")
    } catch is CancellationError {
        print("sleep cancelled")
    } catch {
        print("other error")
    }
}
try? await Task.sleep(for: .milliseconds(50))
t.cancel()
await t.value  // expect: sleep cancelled
print("end")  // expect: end
