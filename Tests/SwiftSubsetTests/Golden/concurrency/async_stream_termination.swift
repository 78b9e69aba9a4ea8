// AsyncStream: onTermination says why the stream ended, a buffering policy drops elements, and a cancelled consumer's loop ends.
func collect(_ stream: AsyncStream<Int>) async -> [Int] {
    var values: [Int] = []
    for await v in stream { values.append(v) }
    return values
}
let finished = AsyncStream<Int> { continuation in
    continuation.onTermination = { reason in print("terminated: \(reason)") }
    continuation.yield(1)
    continuation.yield(2)
    continuation.finish()
    continuation.yield(3)
}
// expect: terminated: finished
print(await collect(finished))  // expect: [1, 2]

let newest = AsyncStream(Int.self, bufferingPolicy: .bufferingNewest(2)) { continuation in
    for n in 1...5 { continuation.yield(n) }
    continuation.finish()
}
print(await collect(newest))  // expect: [4, 5]

let oldest = AsyncStream(Int.self, bufferingPolicy: .bufferingOldest(2)) { continuation in
    for n in 1...5 { continuation.yield(n) }
    continuation.finish()
}
print(await collect(oldest))  // expect: [1, 2]

let (ticks, tickContinuation) = AsyncStream.makeStream(of: Int.self)
tickContinuation.onTermination = { reason in print("ticks ended: \(reason)") }
let listener = Task {
    var count = 0
    for await _ in ticks { count += 1 }
    return count
}
tickContinuation.yield(10)
tickContinuation.yield(20)
try? await Task.sleep(nanoseconds: 50_000_000)
listener.cancel()
print("listener saw", await listener.value)
// expect: ticks ended: cancelled
// expect: listener saw 2

var countdown = 3
let unfolded = AsyncStream<Int>(unfolding: {
    guard countdown > 0 else { return nil }
    defer { countdown -= 1 }
    return countdown
})
print(await collect(unfolded))  // expect: [3, 2, 1]

let throwing = AsyncThrowingStream<String, Error> { continuation in
    continuation.yield("a")
    continuation.finish(throwing: CancellationError())
}
do {
    for try await s in throwing { print("got", s) }  // expect: got a
} catch {
    print("stream failed:", error is CancellationError)  // expect: stream failed: true
}
