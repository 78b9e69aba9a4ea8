// task.cancel() sets Task.isCancelled inside the task; the task decides what to do.
let worker = Task { () -> Int in
    var rounds = 0
    while !Task.isCancelled {
        rounds += 1
        try? await Task.sleep(for: .milliseconds(50))
    }
    print("saw cancellation")
    return rounds > 0 ? 1 : 0
}
try? await Task.sleep(for: .milliseconds(120))
worker.cancel()
print("cancel requested")  // expect: cancel requested
print(await worker.value)
// expect: saw cancellation
// expect: 1
