// A generic withTimeout helper as model layers write it: T comes from a multi-statement closure's return, the task group races the operation against a sleep, and the first to finish wins (the loser is cancelled).
struct TimeoutError: Error {}

func withTimeout<T: Sendable>(seconds: Double, _ operation: @escaping @Sendable () async throws -> T) async throws -> T {
    try await withThrowingTaskGroup(of: T.self) { group in
        group.addTask { try await operation() }
        group.addTask {
            try await Task.sleep(nanoseconds: UInt64(seconds * 1_000_000_000))
            throw TimeoutError()
        }
        let result = try await group.next()!
        group.cancelAll()
        return result
    }
}

let quick = try await withTimeout(seconds: 0.5) {
    try await Task.sleep(nanoseconds: 100_000_000)
    return 7
}
print(quick, type(of: quick))
let name = try await withTimeout(seconds: 0.5) {
    let parts = ["a", "b"]
    return parts.joined(separator: "-")
}
print(name)
do {
    let slow = try await withTimeout(seconds: 0.2) {
        try await Task.sleep(nanoseconds: 900_000_000)
        return 8
    }
    print("unexpected", slow)
} catch {
    print("timed out:", error)
}

// expect: 7 Int
// expect: a-b
// expect: timed out: TimeoutError()
