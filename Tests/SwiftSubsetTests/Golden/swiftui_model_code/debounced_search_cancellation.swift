// Typing cancels the previous search task, so only the last query's results arrive.
@MainActor
final class SearchModel {
    private(set) var results: [String] = []
    private var searchTask: Task<Void, Never>?
    private let catalog = ["swift", "swiftui", "switch", "sweet", "rust", "ruby"]
    var log: [String] = []
    func queryChanged(_ query: String) {
        searchTask?.cancel()
        searchTask = Task {
            do {
                try await Task.sleep(nanoseconds: 150_000_000)
            } catch {
                log.append("cancelled '\(query)'")
                return
            }
            results = catalog.filter { $0.hasPrefix(query) }
            log.append("searched '\(query)'")
        }
    }
    func waitForSearch() async { await searchTask?.value }
}
let model = SearchModel()
for query in ["s", "sw", "swi"] {
    model.queryChanged(query)
    try? await Task.sleep(nanoseconds: 30_000_000)
}
await model.waitForSearch()
print(model.log)  // expect: ["cancelled \'s\'", "cancelled \'sw\'", "searched \'swi\'"]
print(model.log.last!)  // expect: searched 'swi'
print(model.results)  // expect: ["swift", "swiftui", "switch"]
