// A program's own Sequence types: a Countdown with its own IteratorProtocol, a Fibonacci sequence that never ends (taken with prefix), both used with for-in, map, zip, contains and reduce.
struct Countdown: Sequence {
    let start: Int

    struct Iterator: IteratorProtocol {
        var current: Int
        mutating func next() -> Int? {
            guard current >= 0 else { return nil }
            defer { current -= 1 }
            return current
        }
    }

    func makeIterator() -> Iterator {
        Iterator(current: start)
    }
}

struct Fibonacci: Sequence, IteratorProtocol {
    private var pair = (0, 1)
    mutating func next() -> Int? {
        let value = pair.0
        pair = (pair.1, pair.0 + pair.1)
        return value
    }
}

for n in Countdown(start: 3) {
    print(n == 0 ? "liftoff" : "\(n)...")
}
let countdown = Countdown(start: 5)
print(countdown.map { $0 * 10 })
print(countdown.contains(2), countdown.contains(9))
print(countdown.reduce(0, +), Array(countdown.filter { $0.isMultiple(of: 2) }))
print(Array(Fibonacci().prefix(10)))
for (label, value) in zip(["a", "b", "c"], Fibonacci().dropFirst(5)) {
    print(label, value)
}
var iterator = Countdown(start: 1).makeIterator()
print(iterator.next() as Any, iterator.next() as Any, iterator.next() as Any)
let firstBig = Fibonacci().first { $0 > 100 }
print(firstBig ?? -1)
print(Countdown(start: -1).underestimatedCount, Array(Countdown(start: -1)).isEmpty)

// expect: 3...
// expect: 2...
// expect: 1...
// expect: liftoff
// expect: [50, 40, 30, 20, 10, 0]
// expect: true false
// expect: 15 [4, 2, 0]
// expect: [0, 1, 1, 2, 3, 5, 8, 13, 21, 34]
// expect: a 5
// expect: b 8
// expect: c 13
// expect: Optional(1) Optional(0) nil
// expect: 144
// expect: 0 true
