// Work on a global queue hands its result back to the main queue.
import Foundation
func heavy() -> Int { (1...1000).reduce(0, +) }
DispatchQueue.global().async {
    let result = heavy()
    DispatchQueue.main.async { print("result on main:", result) }
}
print("started background work")  // expect: started background work
try? await Task.sleep(for: .milliseconds(300))
// expect: result on main: 500500
print("end")  // expect: end
