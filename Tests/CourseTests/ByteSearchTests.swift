import Testing
@testable import Course

/// The byte search the pack uses to find the lessons holding an id agrees
/// with a plain search everywhere: at either end, overlapping, repeated
/// bytes, a needle longer than the text, non-ASCII text.
@Suite("Searching a lesson's bytes")
struct ByteSearchTests {
    static func naive(_ needle: String, in text: String) -> Bool {
        let n = Array(needle.utf8), h = Array(text.utf8)
        guard !n.isEmpty else { return true }
        guard h.count >= n.count else { return false }
        return (0...(h.count - n.count)).contains { Array(h[$0..<($0 + n.count)]) == n }
    }

    @Test(arguments: [
        ("id: a", "id: a"), ("id: a", "xid: a"), ("id: a", "id: ax"), ("id: a", "id: b"), ("id: a", "id:"),
        ("aab", "aaab"), ("abab", "ababab"), ("abcabd", "abcabcabd"), ("ééé", "aééé"), ("é", "e"),
        ("id: creator-owns-log", "## Step\n```exercise\nid: creator-owns-log\n```\n"),
        ("id: creator-owns-log", "id: creator-owns-lo"), ("", "anything"), ("x", ""),
    ])
    func agreesWithAPlainSearch(needle: String, text: String) {
        #expect(text.utf8.contains(bytes: needle) == Self.naive(needle, in: text))
    }

    /// A fixed-seed generator: the same texts on every run.
    struct SplitMix: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    @Test func agreesOnManyTexts() {
        var generator = SplitMix(state: 12)
        for _ in 0..<500 {
            let alphabet = Array("ab: ")
            let text = String((0..<Int.random(in: 0...40, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! })
            let needle = String((0..<Int.random(in: 1...5, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! })
            #expect(text.utf8.contains(bytes: needle) == Self.naive(needle, in: text), "\(needle) in \(text)")
        }
    }
}
