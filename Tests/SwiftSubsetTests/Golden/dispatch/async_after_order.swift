// asyncAfter blocks fire in deadline order, not in the order they were scheduled.
import Foundation
DispatchQueue.main.asyncAfter(deadline: .now() + .milliseconds(300)) { print("at 300ms") }
DispatchQueue.main.asyncAfter(deadline: .now() + .milliseconds(100)) { print("at 100ms") }
DispatchQueue.main.asyncAfter(deadline: .now() + 0.2) { print("at 200ms") }
print("scheduled")  // expect: scheduled
try? await Task.sleep(for: .milliseconds(500))
// expect: at 100ms
// expect: at 200ms
// expect: at 300ms
print("end")  // expect: end
