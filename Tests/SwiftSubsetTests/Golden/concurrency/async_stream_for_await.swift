// AsyncStream delivers yielded values to a `for await` loop until finish().
let numbers = AsyncStream<Int> { continuation in
    for n in 1...5 { continuation.yield(n * n) }
    continuation.finish()
}
var collected: [Int] = []
for await n in numbers { collected.append(n) }
print(collected)  // expect: [1, 4, 9, 16, 25]
let ticks = AsyncStream<String> { continuation in
    Task {
        for label in ["a", "b", "c"] {
            try? await Task.sleep(nanoseconds: 30_000_000)
            continuation.yield(label)
        }
        continuation.finish()
    }
}
for await label in ticks {
    print("tick \(label)")
}
// expect: tick a
// expect: tick b
// expect: tick c
print("stream finished")  // expect: stream finished
