// A custom AsyncSequence with its own iterator, used with for await and map.
struct Countdown: AsyncSequence {
    typealias Element = Int
    let start: Int
    struct AsyncIterator: AsyncIteratorProtocol {
        var current: Int
        mutating func next() async -> Int? {
            guard current > 0 else { return nil }
            defer { current -= 1 }
            return current
        }
    }
    func makeAsyncIterator() -> AsyncIterator { AsyncIterator(current: start) }
}
var seen: [Int] = []
for await n in Countdown(start: 4) { seen.append(n) }
print(seen)  // expect: [4, 3, 2, 1]
var labels: [String] = []
for await label in Countdown(start: 3).map({ "T-\($0)" }) { labels.append(label) }
print(labels)  // expect: ["T-3", "T-2", "T-1"]
let firstEven = await Countdown(start: 7).first { $0 % 2 == 0 }
print(firstEven as Any)  // expect: Optional(6)
