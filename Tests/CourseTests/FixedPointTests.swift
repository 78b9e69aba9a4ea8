import Testing
@testable import Course

/// Scores written with a fixed number of decimals read exactly as the C
/// library's `%.Nf` writes them, wherever `FixedPoint` works them out
/// itself: ties rounded to even on the binary value, not on its shortest
/// decimal (1.015 is 1.01499999… and writes as 1.01), signs, zero.
@Suite("Fixed-point numbers")
struct FixedPointTests {
    /// Values a grade sheet holds, and the awkward ones around them.
    static let values: [Double] = {
        var values: [Double] = [0, -0.0, 1, -1, 0.5, 1.5, 2.5, 0.125, 0.375, 1.005, 1.015, 1.025, 0.135, 0.145,
                                2.675, 1e-7, 5e-10, 4.9999999e-10, 0x1p-60, 0x1p-61, 0.1, 0.2, 0.3, 1.0 / 3, 2.0 / 3,
                                999_999_999.995, 123_456.789, 8.125, 0.0625, 99.995, 1e9 - 1, 1e9, 1e12, 2.5e15,
                                .leastNonzeroMagnitude, .greatestFiniteMagnitude, .infinity, -.infinity, .nan]
        // Every share a grader writes: passed checks over all of them.
        for total in 1...12 { for passed in 0...total { values.append(Double(passed) / Double(total)) } }
        // Exact ties at every power of two a few decimals reach.
        for power in 1...40 {
            let step = Double(sign: .plus, exponent: -power, significand: 1)
            for k in stride(from: 1, through: 41, by: 4) { values.append(Double(k) * step) }
        }
        // And a few thousand more, spread by a fixed xorshift sequence.
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        for _ in 0..<2_000 {
            state ^= state << 13; state ^= state >> 7; state ^= state << 17
            let unit = Double(state >> 11) / Double(1 << 53)
            values.append((unit - 0.5) * 2_000)
            values.append(unit / 1_000)
        }
        return values
    }()

    @Test("Agrees with the C library for every value and 0 to 10 decimals", arguments: Array(0...10))
    func agreesWithTheCLibrary(digits: Int) {
        for value in Self.values {
            #expect(FixedPoint.string(value, digits: digits) == FixedPoint.formatted(value, digits: digits),
                    "\(value) with \(digits) decimals")
        }
    }

    @Test("Works scores out itself, and leaves what it cannot to the C library")
    func worksScoresOutItself() {
        #expect(FixedPoint.exactly(2.0 / 3, digits: 2) == "0.67")
        #expect(FixedPoint.exactly(1.015, digits: 2) == "1.01")
        #expect(FixedPoint.exactly(-0.001, digits: 2) == "-0.00")
        #expect(FixedPoint.exactly(0.125, digits: 2) == "0.12")
        #expect(FixedPoint.exactly(7, digits: 0) == "7")
        #expect(FixedPoint.exactly(.nan, digits: 2) == nil)
        #expect(FixedPoint.exactly(1e9, digits: 2) == nil)
        #expect(FixedPoint.exactly(1, digits: 10) == nil)
    }
}
