// A task cancelled before it starts still runs its body, with isCancelled already true.
let t = Task {
    print("body runs, cancelled =", Task.isCancelled)
}
t.cancel()
await t.value  // expect: body runs, cancelled = true
let u = Task { print("uncancelled =", Task.isCancelled) }
await u.value  // expect: uncancelled = false
