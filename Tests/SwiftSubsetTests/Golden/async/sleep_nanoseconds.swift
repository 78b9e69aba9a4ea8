// Task.sleep(nanoseconds:) suspends; shorter sleeps finish first.
let slow = Task {
    try? await Task.sleep(nanoseconds: 300_000_000)
    print("slow done")
}
let fast = Task {
    try? await Task.sleep(nanoseconds: 50_000_000)
    print("fast done")
}
print("waiting")  // expect: waiting
await slow.value
await fast.value
// expect: fast done
// expect: slow done
print("both done")  // expect: both done
