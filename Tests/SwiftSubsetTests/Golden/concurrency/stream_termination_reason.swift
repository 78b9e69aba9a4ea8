// An AsyncStream's termination reason is a value: compared with .finished, switched over, and .cancelled when a for-await loop stops early
let s = AsyncStream<Int> { c in
    c.onTermination = { reason in
        print(reason, reason == .finished, reason == .cancelled)
        switch reason {
        case .finished: print("F")
        case .cancelled: print("C")
        @unknown default: print("?")
        }
    }
    c.yield(1)
    c.finish()
}
for await x in s { print(x) }
let early = AsyncStream<Int> { c in
    c.onTermination = { reason in print("early:", reason == .cancelled ? "cancelled" : "finished") }
    for i in 1...5 { c.yield(i) }
}
for await x in early {
    print("got", x)
    if x == 2 { break }
}
print("after loop")

// expect: finished true false
// expect: F
// expect: 1
// expect: got 1
// expect: got 2
// expect: after loop
