// Cancelling a task cancels its task group's children and its async let children; cancelAll stops a group's children.
func slowStep(_ name: String, _ ms: UInt64) async -> String {
    do {
        try await Task.sleep(nanoseconds: ms * 1_000_000)
        return "\(name) done"
    } catch {
        return "\(name) cancelled"
    }
}
let outer = Task {
    await withTaskGroup(of: String.self) { group in
        group.addTask { await slowStep("first", 400) }
        group.addTask { await slowStep("second", 800) }
        var lines: [String] = []
        for await line in group { lines.append(line) }
        return lines.sorted()
    }
}
try? await Task.sleep(nanoseconds: 100_000_000)
outer.cancel()
print(await outer.value)  // expect: ["first cancelled", "second cancelled"]

let stopped = await withTaskGroup(of: String.self, returning: [String].self) { group in
    group.addTask { await slowStep("quick", 50) }
    group.addTask { await slowStep("slow", 900) }
    let firstLine = await group.next() ?? "none"
    group.cancelAll()
    var rest: [String] = []
    for await line in group { rest.append(line) }
    return [firstLine] + rest
}
print(stopped)  // expect: ["quick done", "slow cancelled"]

let parent = Task {
    async let a = slowStep("left", 500)
    async let b = slowStep("right", 700)
    return await [a, b]
}
try? await Task.sleep(nanoseconds: 100_000_000)
parent.cancel()
print(await parent.value)  // expect: ["left cancelled", "right cancelled"]

let added = await withTaskGroup(of: Int.self) { group -> [Bool] in
    let before = group.addTaskUnlessCancelled { 1 }
    group.cancelAll()
    let after = group.addTaskUnlessCancelled { 2 }
    await group.waitForAll()
    return [before, after, group.isCancelled]
}
print(added)  // expect: [true, false, true]
