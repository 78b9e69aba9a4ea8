// A main-actor view model loads through an async service and publishes a generic load state.
enum LoadState<Value> {
    case idle, loading
    case loaded(Value)
    case failed(String)
}
struct Post: Identifiable { let id: Int; let title: String }
protocol PostService {
    func fetchPosts() async throws -> [Post]
}
enum ServiceError: Error { case offline }
struct MockService: PostService {
    var fails = false
    func fetchPosts() async throws -> [Post] {
        try await Task.sleep(nanoseconds: 20_000_000)
        if fails { throw ServiceError.offline }
        return [Post(id: 1, title: "Hello"), Post(id: 2, title: "SwiftUI state")]
    }
}
@MainActor
final class FeedViewModel {
    private(set) var state: LoadState<[Post]> = .idle
    private let service: any PostService
    init(service: any PostService) { self.service = service }
    func load() async {
        state = .loading
        report()
        do {
            state = .loaded(try await service.fetchPosts())
        } catch {
            state = .failed("Could not load: \(error)")
        }
        report()
    }
    func report() {
        switch state {
        case .idle: print("idle")
        case .loading: print("loading…")
        case .loaded(let posts): print("\(posts.count) posts: \(posts.map(\.title).joined(separator: ", "))")
        case .failed(let message): print(message)
        }
    }
}
let good = FeedViewModel(service: MockService())
good.report()  // expect: idle
await good.load()
// expect: loading…
// expect: 2 posts: Hello, SwiftUI state
let bad = FeedViewModel(service: MockService(fails: true))
await bad.load()
// expect: loading…
// expect: Could not load: offline
