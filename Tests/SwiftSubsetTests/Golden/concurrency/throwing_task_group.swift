// withThrowingTaskGroup: the first error thrown by a child ends the group's loop.
enum FetchError: Error { case notFound(Int) }
func load(_ id: Int) async throws -> String {
    try await Task.sleep(nanoseconds: UInt64(id) * 50_000_000)
    if id == 3 { throw FetchError.notFound(id) }
    return "item\(id)"
}
do {
    let items = try await withThrowingTaskGroup(of: String.self) { group in
        for id in [1, 2, 3, 6] { group.addTask { try await load(id) } }
        var received: [String] = []
        for try await item in group {
            received.append(item)
            print("received \(item)")
        }
        return received
    }
    print(items)
} catch {
    print("failed with \(error)")
}
// expect: received item1
// expect: received item2
// expect: failed with notFound(3)
let ok = try await withThrowingTaskGroup(of: (Int, String).self) { group in
    for id in [2, 1] { group.addTask { (id, try await load(id)) } }
    var byID: [Int: String] = [:]
    for try await (id, item) in group { byID[id] = item }
    return byID.keys.sorted().map { byID[$0]! }
}
print(ok)  // expect: ["item1", "item2"]
