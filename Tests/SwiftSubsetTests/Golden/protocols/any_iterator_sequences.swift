// A Sequence built with AnyIterator, and IteratorProtocol used directly.
struct Countdown: Sequence {
    let start: Int
    func makeIterator() -> AnyIterator<Int> {
        var current = start
        return AnyIterator {
            guard current > 0 else { return nil }
            defer { current -= 1 }
            return current
        }
    }
}
print(Array(Countdown(start: 3)), Countdown(start: 4).reduce(0, +))
var letters = ["x", "y"].makeIterator()
let wrapped = AnyIterator { letters.next() }
for l in wrapped { print(l) }
var evens = AnyIterator(stride(from: 0, to: 7, by: 2).makeIterator())
print(evens.next()!, Array(evens))
// expect: [3, 2, 1] 10
// expect: x
// expect: y
// expect: 0 [2, 4, 6]
