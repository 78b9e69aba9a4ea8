// Main-actor tasks created one after another start in creation order.
let a = Task { print("task A") }
let b = Task { print("task B") }
let c = Task { print("task C") }
print("created three")  // expect: created three
await a.value
await b.value
await c.value
// expect: task A
// expect: task B
// expect: task C
print("all done")  // expect: all done
