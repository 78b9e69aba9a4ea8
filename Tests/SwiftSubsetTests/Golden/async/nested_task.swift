// A task created inside a task runs when the outer one suspends.
let outer = Task {
    print("outer start")
    let inner = Task { print("inner runs") }
    print("outer continues")
    await inner.value
    print("outer end")
}
await outer.value
// expect: outer start
// expect: outer continues
// expect: inner runs
// expect: outer end
