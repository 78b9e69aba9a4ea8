// prefix and dropFirst of a sequence made on demand (a program's own Sequence, sequence(first:next:)) pull its elements only as they are walked, so an endless one can be cut, skipped, zipped and enumerated.
struct Ticker: Sequence, IteratorProtocol {
    var beat = 0
    mutating func next() -> Int? {
        beat += 1
        print("  beat \(beat)")
        return beat
    }
}
let firstTwo = Ticker().prefix(2)
print("prefix made")
for b in firstTwo { print("got", b) }
let later = Ticker().dropFirst(3)
print("dropFirst made")
for (label, b) in zip(["x", "y"], later) { print(label, b) }
for (i, b) in Ticker().dropFirst(1).enumerated() {
    if i == 1 { break }
    print("offset", i, b)
}
let powers = sequence(first: 2) { $0 * 2 }
print(Array(powers.dropFirst(3).prefix(3)), powers.prefix(4).reduce(0, +))
print(Ticker().underestimatedCount, [4, 5].underestimatedCount)
// expect: prefix made
// expect:   beat 1
// expect: got 1
// expect:   beat 2
// expect: got 2
// expect: dropFirst made
// expect:   beat 1
// expect:   beat 2
// expect:   beat 3
// expect:   beat 4
// expect: x 4
// expect:   beat 5
// expect: y 5
// expect:   beat 1
// expect:   beat 2
// expect: offset 0 2
// expect:   beat 3
// expect: [16, 32, 64] 30
// expect: 0 2
