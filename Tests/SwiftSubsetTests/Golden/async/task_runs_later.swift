// Task { } on the main actor starts only when the current code suspends.
let task = Task {
    print("task body")
}
print("after creating task")  // expect: after creating task
await task.value  // expect: task body
print("task finished")  // expect: task finished
