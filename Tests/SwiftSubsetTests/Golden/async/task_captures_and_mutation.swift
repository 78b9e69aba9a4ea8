// Tasks mutate main-actor state; the effect is visible after awaiting them.
var counter = 0
var tasks: [Task<Void, Never>] = []
for i in 1...3 {
    tasks.append(Task {
        try? await Task.sleep(for: .milliseconds(60 * (4 - i)))
        counter += i
        print("task", i, "counter", counter)
    })
}
print("counter before", counter)  // expect: counter before 0
for t in tasks { await t.value }
// expect: task 3 counter 3
// expect: task 2 counter 5
// expect: task 1 counter 6
print("counter after", counter)  // expect: counter after 6
