// An async loader: async let fan-out, a task group with results sorted, errors and cancellation
struct Profile { let id: Int; let name: String }
struct Post { let id: Int; let title: String }

enum LoadError: Error { case notFound(Int), offline }

struct API {
    var isOffline = false
    func profile(_ id: Int) async throws -> Profile {
        try await Task.sleep(nanoseconds: 10_000_000)
        if isOffline { throw LoadError.offline }
        guard id > 0 else { throw LoadError.notFound(id) }
        return Profile(id: id, name: "user\(id)")
    }
    func posts(for id: Int) async throws -> [Post] {
        try await Task.sleep(nanoseconds: 20_000_000)
        // No range 1...0 to trap on when a slow machine lets this child
        // finish its sleep before the failed sibling cancels it.
        guard id > 0 else { return [] }
        return (1...id).map { Post(id: $0, title: "post \($0) by \(id)") }
    }
    func likes(_ postID: Int) async -> Int {
        try? await Task.sleep(nanoseconds: UInt64(postID) * 1_000_000)
        return postID * 7 % 5
    }
}

enum LoadState<Value> {
    case idle, loading, loaded(Value), failed(String)
}

@MainActor
final class ProfileViewModel {
    var state: LoadState<(Profile, [Post])> = .idle
    let api: API
    init(api: API) { self.api = api }

    func load(_ id: Int) async {
        state = .loading
        do {
            async let profile = api.profile(id)
            async let posts = api.posts(for: id)
            state = .loaded(try await (profile, posts))
        } catch LoadError.notFound(let id) {
            state = .failed("no user \(id)")
        } catch {
            state = .failed("\(error)")
        }
    }

    var summary: String {
        switch state {
        case .idle: return "idle"
        case .loading: return "loading"
        case .loaded(let (profile, posts)): return "\(profile.name): \(posts.count) posts"
        case .failed(let message): return "failed: \(message)"
        }
    }
}

func totalLikes(_ api: API, posts: [Int]) async -> (Int, [Int: Int]) {
    await withTaskGroup(of: (Int, Int).self) { group in
        for id in posts {
            group.addTask { (id, await api.likes(id)) }
        }
        var byPost: [Int: Int] = [:]
        var total = 0
        for await (id, likes) in group {
            byPost[id] = likes
            total += likes
        }
        return (total, byPost)
    }
}

let vm = ProfileViewModel(api: API())
print(vm.summary)
await vm.load(3)
print(vm.summary)
await vm.load(0)
print(vm.summary)
let offline = ProfileViewModel(api: API(isOffline: true))
await offline.load(2)
print(offline.summary)

let (total, byPost) = await totalLikes(API(), posts: [1, 2, 3, 4, 5])
print(total, byPost.keys.sorted().map { byPost[$0]! })

let slow = Task { () -> String in
    do {
        try await Task.sleep(nanoseconds: 500_000_000)
        return "finished"
    } catch {
        return "cancelled: \(error is CancellationError)"
    }
}
try? await Task.sleep(nanoseconds: 50_000_000)
slow.cancel()
print(await slow.value)

// expect: idle
// expect: user3: 3 posts
// expect: failed: no user 0
// expect: failed: offline
// expect: 10 [2, 4, 1, 3, 0]
// expect: cancelled: true
