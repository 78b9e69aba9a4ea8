// Cancellation is cooperative: a loop checks Task.isCancelled and stops early.
let worker = Task { () -> Int in
    var processed = 0
    for _ in 1...100 {
        if Task.isCancelled { break }
        try? await Task.sleep(nanoseconds: 40_000_000)
        processed += 1
    }
    return processed
}
try? await Task.sleep(nanoseconds: 150_000_000)
worker.cancel()
let processed = await worker.value
print(processed >= 2 && processed <= 5)  // expect: true
print(worker.isCancelled)  // expect: true
let checked = Task {
    do {
        try Task.checkCancellation()
        return "ran"
    } catch {
        return "cancelled before running: \(error is CancellationError)"
    }
}
checked.cancel()
print(await checked.value)  // expect: cancelled before running: true
