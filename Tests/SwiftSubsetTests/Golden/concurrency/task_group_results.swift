// Task group results: reduce over the group, next() until nil, isEmpty, and a throwing child seen through nextResult.
enum LookupError: Error { case missing(String) }
func price(of item: String) async throws -> Int {
    try await Task.sleep(nanoseconds: UInt64(item.count) * 30_000_000)
    guard item != "ghost" else { throw LookupError.missing(item) }
    return item.count * 10
}
let total = await withTaskGroup(of: Int.self) { group in
    for item in ["tea", "bread", "milk"] {
        group.addTask { (try? await price(of: item)) ?? 0 }
    }
    return await group.reduce(0, +)
}
print("total", total)  // expect: total 120

let order = await withTaskGroup(of: String.self) { group in
    for item in ["watermelon", "fig", "apple"] {
        group.addTask {
            _ = try? await price(of: item)
            return item
        }
    }
    var seen: [String] = []
    while let item = await group.next() { seen.append(item) }
    return (seen, group.isEmpty)
}
print(order.0, order.1)  // expect: ["fig", "apple", "watermelon"] true

let outcomes = await withThrowingTaskGroup(of: Int.self) { group in
    group.addTask { try await price(of: "ghost") }
    group.addTask { try await price(of: "carrots") }
    var lines: [String] = []
    while let result = await group.nextResult() {
        switch result {
        case .success(let value): lines.append("ok \(value)")
        case .failure(let error): lines.append("failed \(error)")
        }
    }
    return lines
}
print(outcomes)  // expect: ["failed missing(\"ghost\")", "ok 70"]

do {
    try await withThrowingTaskGroup(of: Void.self) { group in
        group.addTask { _ = try await price(of: "ghost") }
        group.addTask { _ = try await price(of: "pumpkin") }
        try await group.waitForAll()
        print("not reached")
    }
} catch {
    print("waitForAll threw \(error)")  // expect: waitForAll threw missing("ghost")
}
