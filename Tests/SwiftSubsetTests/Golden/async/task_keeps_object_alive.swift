// A running task keeps the objects its closure captured alive; they are released
// when the task finishes, before the code awaiting it resumes.
final class ViewModel {
    func load() async {
        try? await Task.sleep(for: .milliseconds(50))
        print("loaded")
    }
    deinit { print("view model deinit") }
}
@MainActor func start() -> Task<Void, Never> {
    let vm = ViewModel()
    return Task {
        await vm.load()
        print("task end")
    }
}
let t = start()
print("start returned")  // expect: start returned
await t.value
// expect: loaded
// expect: task end
// expect: view model deinit
print("after await")  // expect: after await
