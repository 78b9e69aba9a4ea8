// DispatchQueue.main.async runs its block after the current main-actor code suspends.
import Foundation
DispatchQueue.main.async { print("block 1") }
DispatchQueue.main.async { print("block 2") }
print("enqueued")  // expect: enqueued
try? await Task.sleep(for: .milliseconds(100))
// expect: block 1
// expect: block 2
print("end")  // expect: end
