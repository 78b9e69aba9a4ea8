import Foundation
import JSONCoding
import Testing

struct JSONReaderTests {
    @Test("Every kind of value is read, numbers kept as their text")
    func readsEveryKind() throws {
        let value = try JSONReader.value(from: #" {"a": [1, -0.5, 1e+20, 2E-3, 0], "b": {"c": null, "d": true, "e": false}, "s": "x"} "#)
        #expect(value == .object([
            JSONMember("a", .array([.number("1"), .number("-0.5"), .number("1e+20"), .number("2E-3"), .number("0")])),
            JSONMember("b", .object([JSONMember("c", .null), JSONMember("d", .bool(true)), JSONMember("e", .bool(false))])),
            JSONMember("s", .string("x")),
        ]))
        #expect(value["s"] == .string("x"))
        #expect(value["missing"] == nil)
    }

    @Test("Escapes, surrogate pairs and raw UTF-8 in strings")
    func stringEscapes() throws {
        #expect(try JSONReader.value(from: #""q\"b\\s\/n\n r\r t\t b\b f\f \u0001 \u00e9 \ud83d\ude00 é""#)
                == .string("q\"b\\s/n\n r\r t\t b\u{8} f\u{c} \u{1} é 😀 é"))
        #expect(try JSONReader.value(from: #""\u00E9\u00e9""#) == .string("éé"))
        #expect(try JSONReader.value(from: "\u{FEFF}[]") == .array([]))
    }

    @Test("Nesting is read to any reasonable depth, and refused past the limit")
    func nesting() throws {
        let depth = JSONReader.maximumDepth
        let deep = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
        var value = try JSONReader.value(from: deep)
        var levels = 0
        while case .array(let elements) = value, let first = elements.first { value = first; levels += 1 }
        #expect(levels == depth - 1)
        let tooDeep = "[" + deep + "]"
        #expect(throws: JSONReadError.self) { try JSONReader.value(from: tooDeep) }
    }

    @Test("What Foundation's encoder wrote reads back to the same value")
    func roundTrip() throws {
        let sample = JSONWriterTests.Sample()
        for (ours, _) in JSONWriterTests.optionSets {
            let text = try JSONValueEncoder(options: ours).encode(sample)
            #expect(try JSONValueDecoder().decode(JSONWriterTests.Sample.self, from: text) == sample)
            let value = try JSONReader.value(from: text)
            #expect(try JSONReader.value(from: JSONWriter.string(value, options: ours)) == value)
        }
    }

    struct Case: CustomTestStringConvertible, Sendable {
        var text: String
        var line: Int
        var column: Int
        var message: String
        var testDescription: String { text.debugDescription }
    }

    static let errors: [Case] = [
        Case(text: "", line: 1, column: 1, message: "the text ends before the JSON value does"),
        Case(text: "[1,\n x]", line: 2, column: 2, message: "unexpected 'x': expected a JSON value"),
        Case(text: "[1,]", line: 1, column: 4, message: "unexpected ']': expected a JSON value"),
        Case(text: "{\"a\":1,}", line: 1, column: 8, message: "expected a key in double quotes"),
        Case(text: "{\"a\" 1}", line: 1, column: 6, message: "expected ':' after the key"),
        Case(text: "[1 2]", line: 1, column: 4, message: "expected ',' or ']'"),
        Case(text: "{\"a\":1 \"b\":2}", line: 1, column: 8, message: "expected ',' or '}'"),
        Case(text: "01", line: 1, column: 1, message: "a number must not start with 0 followed by digits"),
        Case(text: "-", line: 1, column: 1, message: "not a number: a digit must follow '-', '.' and the exponent"),
        Case(text: "1.", line: 1, column: 1, message: "not a number: a digit must follow '-', '.' and the exponent"),
        Case(text: "1e+", line: 1, column: 1, message: "not a number: a digit must follow '-', '.' and the exponent"),
        Case(text: ".5", line: 1, column: 1, message: "unexpected '.': expected a JSON value"),
        Case(text: "tru", line: 1, column: 1, message: "expected true, false or null"),
        Case(text: "nul", line: 1, column: 1, message: "expected true, false or null"),
        Case(text: "1 2", line: 1, column: 3, message: "unexpected text after the JSON value"),
        Case(text: "\"é\u{1}\"", line: 1, column: 3, message: "a control character (U+0001) must be escaped in a string"),
        Case(text: "\n\n  \"abc", line: 3, column: 3, message: "a string is not closed"),
        Case(text: #""\x""#, line: 1, column: 2, message: #"unknown escape: only \" \\ \/ \b \f \n \r \t and \uXXXX are JSON"#),
        Case(text: #""\u12G4""#, line: 1, column: 2, message: #"\u must be followed by four hex digits"#),
        Case(text: #"["\ud83d"]"#, line: 1, column: 3, message: #"a \u escape holds half a surrogate pair"#),
        Case(text: #""\ude00""#, line: 1, column: 2, message: #"a \u escape holds half a surrogate pair"#),
        Case(text: #""\ud83d\u0041""#, line: 1, column: 2, message: #"a \u escape holds half a surrogate pair"#),
        Case(text: "// comment\n1", line: 1, column: 1, message: "unexpected '/': expected a JSON value"),
        Case(text: "{'a':1}", line: 1, column: 2, message: "expected a key in double quotes"),
    ]

    @Test("Malformed text is refused with the line and column where it went wrong", arguments: errors)
    func errorsHavePositions(_ item: Case) {
        do {
            let value = try JSONReader.value(from: item.text)
            Issue.record("read \(value)")
        } catch {
            #expect(error.message == item.message)
            #expect(error.line == item.line)
            #expect(error.column == item.column)
            #expect(error.description == "line \(item.line), column \(item.column): \(item.message)")
        }
    }

    /// Foundation's `JSONDecoder` (swift-foundation, checked with swiftc
    /// 6.3.1 on Linux) takes one comma after the last element or member and
    /// raw control characters in strings, and refuses everything else the
    /// strict reader refuses: a program's JSON is read as it reads it.
    @Test("Read as Foundation reads: trailing commas and raw control characters, nothing else")
    func foundationLeniency() throws {
        #expect(try JSONReader.valueAsFoundationReads(from: Array("[1, 2,]".utf8)) == .array([.number("1"), .number("2")]))
        #expect(try JSONReader.valueAsFoundationReads(from: Array(#"{"a": 1 ,}"#.utf8)) == .object([JSONMember("a", .number("1"))]))
        #expect(try JSONReader.valueAsFoundationReads(from: Array("[\"a\tb\"]".utf8)) == .array([.string("a\tb")]))
        for text in ["[,]", "{,}", "[1,,2]", "[01]", "[1 2]", "[1.]", "[1] x", "{\"a\":1,,}"] {
            #expect(throws: JSONReadError.self, "\(text)") { try JSONReader.valueAsFoundationReads(from: Array(text.utf8)) }
        }
        #expect(throws: JSONReadError.self) { try JSONReader.value(from: "[1, 2,]") }
    }

    @Test("Invalid UTF-8 in a string or between values is refused")
    func invalidUTF8() {
        #expect(throws: JSONReadError.self) { try JSONReader.value(from: [0x22, 0xC3, 0x28, 0x22]) }
        #expect(throws: JSONReadError.self) { try JSONReader.value(from: [0x5B, 0xFF, 0x5D]) }
    }
}
