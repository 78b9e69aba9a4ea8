// A task capturing [weak self] does not keep the owner alive while it sleeps.
@MainActor
final class Screen {
    var task: Task<Void, Never>?
    func appear() {
        task = Task { [weak self] in
            try? await Task.sleep(for: .milliseconds(100))
            print("task woke, self is nil:", self == nil)
        }
    }
    deinit { print("screen deinit") }
}
var screen: Screen? = Screen()
screen!.appear()
let handle = screen!.task!
screen = nil  // expect: screen deinit
await handle.value  // expect: task woke, self is nil: true
print("end")  // expect: end
