// A @MainActor class mutated by several tasks; awaits order the work.
@MainActor
final class Store {
    var log: [String] = []
    func add(_ s: String) { log.append(s) }
    func load() async {
        add("load start")
        try? await Task.sleep(for: .milliseconds(100))
        add("load end")
    }
}
let store = Store()
let loader = Task { await store.load() }
let tapper = Task {
    try? await Task.sleep(for: .milliseconds(30))
    store.add("tap")
}
await loader.value
await tapper.value
print(store.log)  // expect: ["load start", "tap", "load end"]
