// Task.sleep with nanoseconds built from fixed-width integers and with Duration values.
let delays: [UInt64] = [30, 10, 20]
var finished: [UInt64] = []
await withTaskGroup(of: UInt64.self) { group in
    for d in delays {
        group.addTask {
            try? await Task.sleep(nanoseconds: d * 5 * 1_000_000 * 2)
            return d
        }
    }
    for await d in group { finished.append(d) }
}
print(finished)  // expect: [10, 20, 30]
let d: Duration = .milliseconds(1500)
print(d.components.seconds)  // expect: 1
print(Duration.seconds(2) > .milliseconds(1999))  // expect: true
let waited = await ContinuousClock().measure {
    try? await Task.sleep(for: .milliseconds(60))
}
print(waited >= .milliseconds(60))  // expect: true
