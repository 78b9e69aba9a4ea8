// try Task.checkCancellation() throws CancellationError once cancelled; task.value rethrows it.
let t = Task { () throws -> String in
    print("step 1")
    try await Task.sleep(for: .milliseconds(20))
    try Task.checkCancellation()
    print("step 2")
    return "finished"
}
t.cancel()
print("cancelled before it ran")  // expect: cancelled before it ran
do {
    let v = try await t.value
    print(v)
} catch {
    print("task threw", error is CancellationError)
}
// expect: step 1
// expect: task threw true
