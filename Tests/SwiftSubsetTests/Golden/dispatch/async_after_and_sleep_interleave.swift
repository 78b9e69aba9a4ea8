// asyncAfter blocks interleave with a sleeping task by deadline.
import Foundation
var log: [String] = []
DispatchQueue.main.asyncAfter(deadline: .now() + .milliseconds(150)) { log.append("timer 150") }
let t = Task {
    try? await Task.sleep(for: .milliseconds(50))
    log.append("task 50")
    try? await Task.sleep(for: .milliseconds(200))
    log.append("task 250")
}
await t.value
print(log)  // expect: ["task 50", "timer 150", "task 250"]
