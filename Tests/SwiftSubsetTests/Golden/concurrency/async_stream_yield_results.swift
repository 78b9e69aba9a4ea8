// A continuation's yield says what became of each element (YieldResult): enqueued with the room left (Int.max unbounded), dropped when the buffer is full (the new element with bufferingOldest, the oldest with bufferingNewest), terminated once the stream finished.
func describe(_ result: AsyncStream<Int>.Continuation.YieldResult) -> String {
    switch result {
    case .enqueued(let remaining): return "enqueued, \(remaining) left"
    case .dropped(let element): return "dropped \(element)"
    case .terminated: return "terminated"
    @unknown default: return "unknown"
    }
}

for policy in [AsyncStream<Int>.Continuation.BufferingPolicy.unbounded, .bufferingOldest(2), .bufferingNewest(2)] {
    let (stream, continuation) = AsyncStream.makeStream(of: Int.self, bufferingPolicy: policy)
    var lines: [String] = []
    for i in 1...4 { lines.append(describe(continuation.yield(i))) }
    continuation.finish()
    lines.append(describe(continuation.yield(5)))
    print(lines.joined(separator: "; "))
    var received: [Int] = []
    for await value in stream { received.append(value) }
    print(received)
}

let (events, continuation) = AsyncStream.makeStream(of: Int.self, bufferingPolicy: .bufferingOldest(1))
let consumer = Task {
    var seen: [Int] = []
    for await event in events { seen.append(event) }
    return seen
}
try await Task.sleep(nanoseconds: 100_000_000)
print(describe(continuation.yield(10)))
print(describe(continuation.yield(11)))
print(describe(continuation.yield(12)))
continuation.finish()
print(await consumer.value)

// expect: enqueued, 9223372036854775807 left; enqueued, 9223372036854775807 left; enqueued, 9223372036854775807 left; enqueued, 9223372036854775807 left; terminated
// expect: [1, 2, 3, 4]
// expect: enqueued, 1 left; enqueued, 0 left; dropped 3; dropped 4; terminated
// expect: [1, 2]
// expect: enqueued, 1 left; enqueued, 0 left; dropped 1; dropped 2; terminated
// expect: [3, 4]
// expect: enqueued, 1 left
// expect: enqueued, 0 left
// expect: dropped 12
// expect: [10, 11]
