// Top-level code and Task { } bodies created there are isolated to the main actor,
// so a task cannot run until the top-level code suspends, however long it works.
var shared: [String] = []
let t = Task {
    MainActor.assertIsolated()
    shared.append("task")
}
var busy = 0
for i in 0..<200_000 { busy &+= i }
shared.append("top-level, busy=\(busy)")
print(shared)  // expect: ["top-level, busy=19999900000"]
await t.value
print(shared)  // expect: ["top-level, busy=19999900000", "task"]
