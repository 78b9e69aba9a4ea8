// A countdown loop with sleeps in one task, and a late task that reads its progress.
var remaining = 3
let countdown = Task {
    while remaining > 0 {
        print("tick", remaining)
        try? await Task.sleep(for: .milliseconds(120))
        remaining -= 1
    }
    print("liftoff")
}
let watcher = Task {
    try? await Task.sleep(for: .milliseconds(180))
    print("watcher sees", remaining)
}
await countdown.value
await watcher.value
// expect: tick 3
// expect: tick 2
// expect: watcher sees 2
// expect: tick 1
// expect: liftoff
