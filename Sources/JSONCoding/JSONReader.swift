/// Reads JSON text (RFC 8259) into a `JSONValue`, strictly: no comments,
/// no trailing commas, no leading zeros, no control characters in
/// strings, no lone surrogates, nothing after the value but whitespace.
/// A UTF-8 byte order mark at the start is skipped. Every error names the
/// line and column where the text went wrong.
public enum JSONReader {
    /// How deep arrays and objects may nest before the reader gives up,
    /// rather than run out of stack on hostile input.
    public static let maximumDepth = 512

    public static func value(from bytes: some Sequence<UInt8>) throws(JSONReadError) -> JSONValue {
        let array = Array(bytes)
        return try array.withUnsafeBufferPointer { buffer throws(JSONReadError) in
            var parser = Parser(bytes: buffer)
            return try parser.document()
        }
    }

    public static func value(from text: String) throws(JSONReadError) -> JSONValue {
        try value(from: text.utf8)
    }

    /// Reads as Foundation's `JSONDecoder` does, which is less strict in
    /// two ways: a comma may follow an array's last element or an object's
    /// last member (`[1, 2,]`), and a string may hold control characters
    /// as they are (a tab). The interpreter reads a program's JSON so, to
    /// accept what Swift accepts.
    public static func valueAsFoundationReads(from bytes: some Sequence<UInt8>) throws(JSONReadError) -> JSONValue {
        let array = Array(bytes)
        return try array.withUnsafeBufferPointer { buffer throws(JSONReadError) in
            var parser = Parser(bytes: buffer)
            parser.lenient = true
            return try parser.document()
        }
    }

    private struct Parser {
        let bytes: UnsafeBufferPointer<UInt8>
        var offset = 0
        var depth = 0
        /// `valueAsFoundationReads`: trailing commas and raw control characters.
        var lenient = false

        init(bytes: UnsafeBufferPointer<UInt8>) {
            self.bytes = bytes
        }

        mutating func document() throws(JSONReadError) -> JSONValue {
            if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { offset = 3 }
            skipWhitespace()
            let value = try value()
            skipWhitespace()
            if offset < bytes.count { throw error(JSONReadMessages.trailingText) }
            return value
        }

        func error(_ message: String, at position: Int? = nil) -> JSONReadError {
            JSONReadError(message: message, offset: position ?? offset, in: bytes)
        }

        var current: UInt8? { offset < bytes.count ? bytes[offset] : nil }

        mutating func skipWhitespace() {
            while offset < bytes.count {
                switch bytes[offset] {
                case 0x20, 0x09, 0x0A, 0x0D: offset += 1
                default: return
                }
            }
        }

        mutating func value() throws(JSONReadError) -> JSONValue {
            guard let byte = current else { throw error(JSONReadMessages.unexpectedEnd) }
            switch byte {
            case UInt8(ascii: "{"): return try object()
            case UInt8(ascii: "["): return try array()
            case UInt8(ascii: "\""): return .string(try string())
            case UInt8(ascii: "t"): try literal("true"); return .bool(true)
            case UInt8(ascii: "f"): try literal("false"); return .bool(false)
            case UInt8(ascii: "n"): try literal("null"); return .null
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try number())
            default: throw error(JSONReadMessages.unexpected(byte))
            }
        }

        mutating func literal(_ word: StaticString) throws(JSONReadError) {
            let start = offset
            let matched = word.withUTF8Buffer { expected in
                bytes.count - offset >= expected.count && zip(expected, bytes[offset...]).allSatisfy { $0 == $1 }
            }
            guard matched else { throw error(JSONReadMessages.invalidLiteral, at: start) }
            offset += word.utf8CodeUnitCount
        }

        mutating func enter() throws(JSONReadError) {
            depth += 1
            if depth > JSONReader.maximumDepth { throw error(JSONReadMessages.tooDeep) }
        }

        mutating func array() throws(JSONReadError) -> JSONValue {
            try enter()
            defer { depth -= 1 }
            offset += 1
            var elements: [JSONValue] = []
            skipWhitespace()
            if current == UInt8(ascii: "]") { offset += 1; return .array(elements) }
            while true {
                skipWhitespace()
                if lenient, !elements.isEmpty, current == UInt8(ascii: "]") { offset += 1; return .array(elements) }
                elements.append(try value())
                skipWhitespace()
                switch current {
                case UInt8(ascii: ","): offset += 1
                case UInt8(ascii: "]"): offset += 1; return .array(elements)
                case nil: throw error(JSONReadMessages.unexpectedEnd)
                default: throw error(JSONReadMessages.expectedCommaOr("]"))
                }
            }
        }

        mutating func object() throws(JSONReadError) -> JSONValue {
            try enter()
            defer { depth -= 1 }
            offset += 1
            var members: [JSONMember] = []
            skipWhitespace()
            if current == UInt8(ascii: "}") { offset += 1; return .object(members) }
            while true {
                skipWhitespace()
                if lenient, !members.isEmpty, current == UInt8(ascii: "}") { offset += 1; return .object(members) }
                guard current == UInt8(ascii: "\"") else {
                    throw error(current == nil ? JSONReadMessages.unexpectedEnd : JSONReadMessages.expectedKey)
                }
                let key = try string()
                skipWhitespace()
                guard current == UInt8(ascii: ":") else {
                    throw error(current == nil ? JSONReadMessages.unexpectedEnd : JSONReadMessages.expectedColon)
                }
                offset += 1
                skipWhitespace()
                members.append(JSONMember(key, try value()))
                skipWhitespace()
                switch current {
                case UInt8(ascii: ","): offset += 1
                case UInt8(ascii: "}"): offset += 1; return .object(members)
                case nil: throw error(JSONReadMessages.unexpectedEnd)
                default: throw error(JSONReadMessages.expectedCommaOr("}"))
                }
            }
        }

        /// `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`, kept as text.
        mutating func number() throws(JSONReadError) -> String {
            let start = offset
            func digits(_ parser: inout Parser) -> Int {
                let first = parser.offset
                while let byte = parser.current, (0x30...0x39).contains(byte) { parser.offset += 1 }
                return parser.offset - first
            }
            if current == UInt8(ascii: "-") { offset += 1 }
            guard let first = current, (0x30...0x39).contains(first) else { throw error(JSONReadMessages.invalidNumber, at: start) }
            if first == UInt8(ascii: "0") {
                offset += 1
                if let next = current, (0x30...0x39).contains(next) { throw error(JSONReadMessages.leadingZero, at: start) }
            } else {
                _ = digits(&self)
            }
            if current == UInt8(ascii: ".") {
                offset += 1
                guard digits(&self) > 0 else { throw error(JSONReadMessages.invalidNumber, at: start) }
            }
            if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
                offset += 1
                if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { offset += 1 }
                guard digits(&self) > 0 else { throw error(JSONReadMessages.invalidNumber, at: start) }
            }
            return String(decoding: bytes[start..<offset], as: UTF8.self)
        }

        mutating func string() throws(JSONReadError) -> String {
            let open = offset
            offset += 1
            var out: [UInt8] = []
            var plainStart = offset
            while true {
                guard let byte = current else { throw error(JSONReadMessages.unterminatedString, at: open) }
                switch byte {
                case UInt8(ascii: "\""):
                    out.append(contentsOf: bytes[plainStart..<offset])
                    offset += 1
                    return try decodeUTF8(out, at: open)
                case UInt8(ascii: "\\"):
                    out.append(contentsOf: bytes[plainStart..<offset])
                    try escape(into: &out)
                    plainStart = offset
                case 0x00..<0x20 where !lenient:
                    throw error(JSONReadMessages.controlCharacter(byte))
                default:
                    offset += 1
                }
            }
        }

        func decodeUTF8(_ utf8: [UInt8], at position: Int) throws(JSONReadError) -> String {
            guard let text = String(validating: utf8, as: UTF8.self) else { throw error(JSONReadMessages.invalidUTF8, at: position) }
            return text
        }

        mutating func escape(into out: inout [UInt8]) throws(JSONReadError) {
            let start = offset
            offset += 1
            guard let letter = current else { throw error(JSONReadMessages.unterminatedString) }
            offset += 1
            switch letter {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): out.append(letter)
            case UInt8(ascii: "b"): out.append(0x08)
            case UInt8(ascii: "f"): out.append(0x0C)
            case UInt8(ascii: "n"): out.append(0x0A)
            case UInt8(ascii: "r"): out.append(0x0D)
            case UInt8(ascii: "t"): out.append(0x09)
            case UInt8(ascii: "u"):
                var scalar = UInt32(try hex4(escapeAt: start))
                if (0xD800..<0xDC00).contains(scalar) {
                    // A high surrogate: a low one must follow as `\uXXXX`.
                    guard current == UInt8(ascii: "\\"), offset + 1 < bytes.count, bytes[offset + 1] == UInt8(ascii: "u") else {
                        throw error(JSONReadMessages.loneSurrogate, at: start)
                    }
                    offset += 2
                    let low = UInt32(try hex4(escapeAt: start))
                    guard (0xDC00..<0xE000).contains(low) else { throw error(JSONReadMessages.loneSurrogate, at: start) }
                    scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
                } else if (0xDC00..<0xE000).contains(scalar) {
                    throw error(JSONReadMessages.loneSurrogate, at: start)
                }
                guard let unicode = Unicode.Scalar(scalar) else { throw error(JSONReadMessages.loneSurrogate, at: start) }
                out.append(contentsOf: UTF8.encode(unicode)!)
            default:
                throw error(JSONReadMessages.invalidEscape, at: start)
            }
        }

        mutating func hex4(escapeAt start: Int) throws(JSONReadError) -> UInt16 {
            guard bytes.count - offset >= 4 else { throw error(JSONReadMessages.invalidUnicodeEscape, at: start) }
            var value: UInt16 = 0
            for _ in 0..<4 {
                let byte = bytes[offset]
                let digit: UInt8
                switch byte {
                case 0x30...0x39: digit = byte - 0x30
                case 0x41...0x46: digit = byte - 0x41 + 10
                case 0x61...0x66: digit = byte - 0x61 + 10
                default: throw error(JSONReadMessages.invalidUnicodeEscape, at: start)
                }
                value = value << 4 | UInt16(digit)
                offset += 1
            }
            return value
        }
    }
}

/// Why a text is not JSON, and where: `line 3, column 7: …`.
public struct JSONReadError: Error, Sendable, Equatable, CustomStringConvertible {
    public var message: String
    /// Bytes from the start of the text.
    public var offset: Int
    /// From 1.
    public var line: Int
    /// From 1, in characters (Unicode scalars) from the line's start.
    public var column: Int

    public init(message: String, offset: Int, line: Int, column: Int) {
        self.message = message
        self.offset = offset
        self.line = line
        self.column = column
    }

    init(message: String, offset: Int, in bytes: UnsafeBufferPointer<UInt8>) {
        var line = 1
        var column = 1
        for byte in bytes[..<min(offset, bytes.count)] {
            if byte == 0x0A {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
        }
        self.init(message: message, offset: offset, line: line, column: column)
    }

    public var description: String { "line \(line), column \(column): \(message)" }
}

enum JSONReadMessages {
    static let trailingText = "unexpected text after the JSON value"
    static let unexpectedEnd = "the text ends before the JSON value does"
    static let invalidLiteral = "expected true, false or null"
    static let tooDeep = "arrays and objects nest more than \(JSONReader.maximumDepth) deep"
    static let expectedKey = "expected a key in double quotes"
    static let expectedColon = "expected ':' after the key"
    static let invalidNumber = "not a number: a digit must follow '-', '.' and the exponent"
    static let leadingZero = "a number must not start with 0 followed by digits"
    static let unterminatedString = "a string is not closed"
    static let invalidUTF8 = "a string is not valid UTF-8"
    static let loneSurrogate = "a \\u escape holds half a surrogate pair"
    static let invalidEscape = "unknown escape: only \\\" \\\\ \\/ \\b \\f \\n \\r \\t and \\uXXXX are JSON"
    static let invalidUnicodeEscape = "\\u must be followed by four hex digits"

    static func expectedCommaOr(_ close: String) -> String { "expected ',' or '\(close)'" }

    static func controlCharacter(_ byte: UInt8) -> String {
        "a control character (U+00\(byte < 16 ? "0" : "")\(String(byte, radix: 16, uppercase: true))) must be escaped in a string"
    }

    static func unexpected(_ byte: UInt8) -> String {
        if byte >= 0x20 && byte < 0x7F { return "unexpected '\(Character(Unicode.Scalar(byte)))': expected a JSON value" }
        return "unexpected byte 0x\(String(byte, radix: 16, uppercase: true)): expected a JSON value"
    }
}
