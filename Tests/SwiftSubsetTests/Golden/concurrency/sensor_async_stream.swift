// An AsyncStream of sensor readings: a producer task yields with sleeps, a consumer filters and stops early, termination is reported
enum Reading { case value(Double), calibrating }

func makeSensor(_ values: [Double]) -> AsyncStream<Reading> {
    AsyncStream { continuation in
        let producer = Task {
            for (i, v) in values.enumerated() {
                try? await Task.sleep(nanoseconds: 10_000_000)
                if Task.isCancelled { break }
                continuation.yield(i % 3 == 0 ? .calibrating : .value(v))
            }
            continuation.finish()
        }
        continuation.onTermination = { reason in
            print("sensor terminated:", reason == .finished ? "finished" : "cancelled")
            producer.cancel()
        }
    }
}

func average(of stream: AsyncStream<Reading>, limit: Int) async -> (count: Int, mean: Double) {
    var total = 0.0
    var count = 0
    for await reading in stream {
        guard case .value(let v) = reading else { continue }
        total += v
        count += 1
        if count == limit { break }
    }
    return (count, count == 0 ? 0 : total / Double(count))
}

let all = await average(of: makeSensor([1, 2, 3, 4, 5, 6, 7]), limit: 10)
print(all.count, all.mean)
let early = await average(of: makeSensor([10, 20, 30, 40, 50, 60]), limit: 2)
print(early.count, early.mean)

let (numbers, continuation) = AsyncStream.makeStream(of: Int.self)
Task {
    for i in 1...5 { continuation.yield(i * i) }
    continuation.finish()
}
var squares: [Int] = []
for await n in numbers where n % 2 == 1 { squares.append(n) }
print(squares)
let doubled = AsyncStream<Int> { c in
    for i in 1...3 { c.yield(i) }
    c.finish()
}.map { $0 * 2 }
var collected: [Int] = []
for await x in doubled { collected.append(x) }
print(collected)

// expect: sensor terminated: finished
// expect: 4 4.0
// expect: sensor terminated: cancelled
// expect: 2 25.0
// expect: [1, 9, 25]
// expect: [2, 4, 6]
