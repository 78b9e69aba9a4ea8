// A block enqueued from inside a main-queue block runs after the blocks already queued.
import Foundation
DispatchQueue.main.async {
    print("outer")
    DispatchQueue.main.async { print("nested") }
}
DispatchQueue.main.async { print("second") }
try? await Task.sleep(for: .milliseconds(100))
// expect: outer
// expect: second
// expect: nested
print("end")  // expect: end
