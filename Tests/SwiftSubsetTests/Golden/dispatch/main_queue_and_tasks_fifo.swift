// Main-queue blocks and main-actor tasks share one serial queue, in enqueue order.
import Foundation
let t = Task { print("task") }
DispatchQueue.main.async { print("block") }
let u = Task { print("task 2") }
print("top-level")  // expect: top-level
await t.value
await u.value
try? await Task.sleep(for: .milliseconds(50))
// expect: task
// expect: block
// expect: task 2
print("end")  // expect: end
