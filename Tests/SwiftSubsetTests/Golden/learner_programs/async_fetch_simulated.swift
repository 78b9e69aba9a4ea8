// An async "network" layer simulated with Task.sleep: sequential awaits, async let in parallel, a throwing fetch, a task group collected in order, and a cancelled task.
import Foundation

struct Post: CustomStringConvertible {
    let id: Int
    let title: String
    var description: String { "#\(id) \(title)" }
}

enum APIError: Error {
    case notFound(id: Int)
    case serverDown
}

actor RequestCounter {
    private(set) var count = 0
    func increment() { count += 1 }
}

let counter = RequestCounter()

func fetchPost(id: Int) async throws -> Post {
    await counter.increment()
    try await Task.sleep(nanoseconds: UInt64(5 + id) * 1_000_000)
    guard id > 0 else { throw APIError.notFound(id: id) }
    return Post(id: id, title: "Post \(id)")
}

func fetchLikes(for post: Post) async -> Int {
    try? await Task.sleep(nanoseconds: 2_000_000)
    return post.id * 7 % 10
}

let first = try await fetchPost(id: 1)
let likes = await fetchLikes(for: first)
print("sequential:", first, likes)
// expect: sequential: #1 Post 1 7

async let a = fetchPost(id: 2)
async let b = fetchPost(id: 3)
let pair = try await [a, b]
print("parallel:", pair)
// expect: parallel: [#2 Post 2, #3 Post 3]

do {
    _ = try await fetchPost(id: 0)
} catch APIError.notFound(let id) {
    print("not found:", id)
}
// expect: not found: 0

let posts = try await withThrowingTaskGroup(of: Post.self) { group in
    for id in [4, 1, 3] {
        group.addTask { try await fetchPost(id: id) }
    }
    var collected: [Post] = []
    for try await post in group { collected.append(post) }
    return collected.sorted { $0.id < $1.id }
}
print("group:", posts.map(\.title))
// expect: group: ["Post 1", "Post 3", "Post 4"]

let slow = Task { () -> String in
    do {
        try await Task.sleep(nanoseconds: 500_000_000)
        return "finished"
    } catch {
        return "cancelled: \(error is CancellationError)"
    }
}
slow.cancel()
print(await slow.value)
// expect: cancelled: true
print("requests:", await counter.count)
// expect: requests: 7
