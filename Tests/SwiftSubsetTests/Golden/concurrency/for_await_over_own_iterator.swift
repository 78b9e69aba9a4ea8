// for await asks the sequence for makeAsyncIterator() and awaits next() until nil; break and continue work.
struct Countdown: AsyncSequence {
    typealias Element = Int
    let start: Int
    struct Iterator: AsyncIteratorProtocol {
        var current: Int
        mutating func next() async -> Int? {
            guard current > 0 else { return nil }
            defer { current -= 1 }
            return current
        }
    }
    func makeAsyncIterator() -> Iterator { Iterator(current: start) }
}
var seen: [Int] = []
for await n in Countdown(start: 5) {
    if n == 4 { continue }
    if n == 1 { break }
    seen.append(n)
}
print(seen)  // expect: [5, 3, 2]
outer: for await n in Countdown(start: 2) {
    for await m in Countdown(start: 3) where m != 2 {
        if m == 1 { continue outer }
        print(n, m)
    }
}
// expect: 2 3
// expect: 1 3
final class Feed: AsyncSequence, AsyncIteratorProtocol {
    typealias Element = String
    private var items = ["a", "b"]
    func next() async -> String? { items.isEmpty ? nil : items.removeFirst() }
    func makeAsyncIterator() -> Feed { self }
}
for await item in Feed() { print("item", item) }
// expect: item a
// expect: item b
