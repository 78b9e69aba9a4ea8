import Foundation
import JSONCoding
import Testing

/// The writer is held to Foundation's `JSONEncoder`, byte for byte, with
/// each set of options StateLab writes with: progress files, grade sheets,
/// class reports and traces were written by it before.
struct JSONWriterTests {
    struct Inner: Codable, Equatable {
        var x: Int
        var y: [Int]
        var z: [String: Int]
        var w: [Inner]?
    }

    struct Sample: Codable, Equatable {
        var B = 1, a = 2, a10 = 3, a9 = 4, _u = 5, é = 6, Z = 7, aB = 8, ab = 9
        var empty: [Int] = []
        var emptyObject: [String: Int] = [:]
        var nested = Inner(x: 1, y: [1, 2], z: ["k": 1, "a/b": 2], w: [Inner(x: 0, y: [], z: [:], w: nil)])
        var text = "q\"b\\s/n\n r\r t\t b\u{8} f\u{c} c\u{1} d\u{1f} del\u{7f} é 😀 \u{2028} \u{0} e\u{301}\r\n\u{1}\u{301}"
        var absent: Int? = nil
        var present: String? = "yes"
        var doubles: [Double] = [1.0, 0.5, 1e20, 1e-5, 0.1, 2.0 / 3.0, -0.0, 100, 1e16, 1e15, 5e-324, 0.25, 12.5, -7]
        var float: Float = 0.1
        var small: UInt8 = 255
        var smallest: Int64 = .min
        var flags = [true, false]
        var byNumber: [Int: String] = [2: "b", 10: "a", -1: "c"]
        var nulls: [Int?] = [nil, 1]
    }

    static let optionSets: [(JSONWriter.Options, JSONEncoder.OutputFormatting)] = [
        ([.prettyPrinted, .sortedKeys], [.prettyPrinted, .sortedKeys]),
        ([.prettyPrinted, .sortedKeys, .withoutEscapingSlashes], [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]),
        ([.sortedKeys], [.sortedKeys]),
        ([.sortedKeys, .withoutEscapingSlashes], [.sortedKeys, .withoutEscapingSlashes]),
    ]

    static func foundation(_ value: some Encodable, _ formatting: JSONEncoder.OutputFormatting) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = formatting
        return String(decoding: try encoder.encode(value), as: UTF8.self)
    }

    @Test("A value of every shape is written as Foundation's encoder writes it", arguments: 0..<4)
    func sampleMatchesFoundation(optionIndex: Int) throws {
        let (ours, theirs) = Self.optionSets[optionIndex]
        let written = try JSONValueEncoder(options: ours).encode(Sample())
        #expect(written == (try Self.foundation(Sample(), theirs)))
    }

    @Test("Top-level scalars, empty containers and nulls match Foundation")
    func fragmentsMatchFoundation() throws {
        for (ours, theirs) in Self.optionSets {
            let encoder = JSONValueEncoder(options: ours)
            #expect(try encoder.encode([Int]()) == (try Self.foundation([Int](), theirs)))
            #expect(try encoder.encode([String: Int]()) == (try Self.foundation([String: Int](), theirs)))
            #expect(try encoder.encode([[[Int]()]]) == (try Self.foundation([[[Int]()]], theirs)))
            #expect(try encoder.encode("a/b") == (try Self.foundation("a/b", theirs)))
            #expect(try encoder.encode(Int?.none) == (try Self.foundation(Int?.none, theirs)))
            #expect(try encoder.encode(["k": Int?.none]) == (try Self.foundation(["k": Int?.none], theirs)))
        }
    }

    @Test("Every ASCII character, and some beyond, is escaped as Foundation escapes it")
    func stringEscapesMatchFoundation() throws {
        var texts = (0..<0x80).map { String(UnicodeScalar(UInt8($0))) }
        texts += ["é", "😀", "\u{2028}", "\u{FEFF}", "e\u{301}", "\r\n", "\u{1}\u{301}", "", "tap \"Add\""]
        for (ours, theirs) in Self.optionSets {
            for text in texts {
                #expect(try JSONValueEncoder(options: ours).encode(text) == (try Self.foundation(text, theirs)), "\(Array(text.unicodeScalars))")
                #expect(JSONWriter.quoted(text, options: ours) == (try Self.foundation(text, theirs)))
            }
        }
    }

    @Test("Doubles and floats are written as Foundation writes them")
    func numbersMatchFoundation() throws {
        var doubles: [Double] = [0, -0.0, 1, -1, 0.1, 0.2, 0.3, 1.0 / 3, 2.0 / 3, 1e15, 1e16, 1e17, 1e21, 1e22, 1e-7, 1e100, -1.5e-10,
                                 123.456, 9_007_199_254_740_993, .greatestFiniteMagnitude, .leastNormalMagnitude,
                                 .leastNonzeroMagnitude, 100, 0.01, 0.5, 0.75, 12.5, 1_000_000]
        // A deterministic spread over magnitudes and digits.
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        for _ in 0..<2_000 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let bits = state >> 1
            let candidate = Double(bitPattern: bits)
            if candidate.isFinite { doubles.append(candidate) }
            doubles.append(Double(Int64(truncatingIfNeeded: state) % 100_000) / 100)
        }
        for (ours, theirs) in Self.optionSets.prefix(1) {
            for value in doubles {
                #expect(try JSONValueEncoder(options: ours).encode(value) == (try Self.foundation(value, theirs)), "\(value)")
            }
            for value in doubles.prefix(200).map(Float.init) where value.isFinite {
                #expect(try JSONValueEncoder(options: ours).encode(value) == (try Self.foundation(value, theirs)), "\(value)")
            }
        }
        let integers: [Int64] = [0, 1, -1, .max, .min, 1_000_000_007]
        for value in integers {
            #expect(try JSONValueEncoder().encode(value) == (try Self.foundation(value, [])))
        }
        #expect(try JSONValueEncoder().encode(UInt64.max) == (try Self.foundation(UInt64.max, [])))
    }

    @Test("A value JSON cannot hold is an encoding error, as in Foundation", arguments: [Double.nan, .infinity, -.infinity])
    func nonFiniteIsAnError(value: Double) {
        #expect(throws: EncodingError.self) { try JSONValueEncoder().encode(value) }
        #expect(throws: EncodingError.self) { try JSONValueEncoder().encode(["x": value]) }
        #expect(throws: EncodingError.self) { try JSONValueEncoder().encode([value]) }
    }

    @Test("Members keep the order they were made in unless keys are sorted")
    func memberOrder() {
        let value = JSONValue.object([JSONMember("b", .number("1")), JSONMember("a", .array([.null, .bool(true)]))])
        #expect(JSONWriter.string(value) == #"{"b":1,"a":[null,true]}"#)
        #expect(JSONWriter.string(value, options: .sortedKeys) == #"{"a":[null,true],"b":1}"#)
        #expect(JSONWriter.string(value, options: [.prettyPrinted, .sortedKeys]) == "{\n  \"a\" : [\n    null,\n    true\n  ],\n  \"b\" : 1\n}")
    }
}
