// Task.sleep(for: .milliseconds(...)) with interleaved tasks.
let a = Task {
    print("a start")
    try? await Task.sleep(for: .milliseconds(100))
    print("a after 100ms")
    try? await Task.sleep(for: .milliseconds(200))
    print("a after 300ms")
}
let b = Task {
    print("b start")
    try? await Task.sleep(for: .milliseconds(200))
    print("b after 200ms")
}
await a.value
await b.value
// expect: a start
// expect: b start
// expect: a after 100ms
// expect: b after 200ms
// expect: a after 300ms
print("end")  // expect: end
