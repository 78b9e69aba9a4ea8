// ContinuousClock instants and measure, Duration arithmetic and ordering, and continuations resumed now or later.
let clock = ContinuousClock()
let start = clock.now
try await Task.sleep(for: .milliseconds(120))
let waited: Duration = clock.now - start
print(waited >= Duration.milliseconds(120), waited < Duration.seconds(1))  // expect: true true
let spent = await clock.measure {
    try? await Task.sleep(for: .milliseconds(200))
}
print(spent >= Duration.milliseconds(200))  // expect: true
let lap = Duration.milliseconds(1500)
print(lap * 2, lap / 3, lap + .seconds(1) == .milliseconds(2500))  // expect: 3.0 seconds 0.5 seconds true
print([Duration.seconds(3), Duration.milliseconds(10), Duration.zero].min()!, lap / Duration.milliseconds(500))  // expect: 0.0 seconds 3.0
func delayedAnswer() async -> Int {
    await withCheckedContinuation { continuation in
        Task {
            try? await Task.sleep(for: .milliseconds(50))
            continuation.resume(returning: 42)
        }
    }
}
print(await delayedAnswer())  // expect: 42
enum LookupError: Error { case missing }
func lookup(_ key: String) async throws -> String {
    try await withCheckedThrowingContinuation { continuation in
        if key == "a" { continuation.resume(returning: "alpha") } else { continuation.resume(throwing: LookupError.missing) }
    }
}
print(try await lookup("a"))  // expect: alpha
do { _ = try await lookup("z") } catch { print("failed:", error) }  // expect: failed: missing
