// Work hops to a background task and back to the main actor with MainActor.run.
@MainActor final class ViewState {
    var status = "idle"
    var log: [String] = []
    func set(_ s: String) { status = s; log.append(s) }
}
let state = ViewState()
func compute() async -> Int {
    try? await Task.sleep(nanoseconds: 40_000_000)
    return (1...10).reduce(0, +)
}
state.set("loading")
let value = await compute()
await MainActor.run { state.set("loaded \(value)") }
print(state.status)  // expect: loaded 55
print(state.log)  // expect: ["loading", "loaded 55"]
