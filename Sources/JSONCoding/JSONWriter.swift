/// Writes a `JSONValue` as text, deterministically: the same value gives
/// the same bytes, as Foundation's `JSONEncoder` wrote them with the same
/// options.
public enum JSONWriter {
    public struct Options: OptionSet, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }

        /// One member or element a line, indented by two spaces, with
        /// `"key" : value` (a space either side of the colon) and an empty
        /// container written as its brackets around an empty line.
        public static let prettyPrinted = Options(rawValue: 1)
        /// Object members in the order of their keys (`String`'s `<`).
        public static let sortedKeys = Options(rawValue: 2)
        /// `/` written as is rather than as `\/`.
        public static let withoutEscapingSlashes = Options(rawValue: 4)
    }

    public static func string(_ value: JSONValue, options: Options = []) -> String {
        var writer = Writer(options: options)
        writer.write(value, indent: 0)
        return String(decoding: writer.bytes, as: UTF8.self)
    }

    /// A JSON string literal for `text`, quotes included.
    public static func quoted(_ text: String, options: Options = []) -> String {
        var writer = Writer(options: options)
        writer.quote(text)
        return String(decoding: writer.bytes, as: UTF8.self)
    }

    private struct Writer {
        let pretty: Bool
        let sortedKeys: Bool
        let escapingSlashes: Bool
        var bytes: [UInt8] = []

        init(options: Options) {
            pretty = options.contains(.prettyPrinted)
            sortedKeys = options.contains(.sortedKeys)
            escapingSlashes = !options.contains(.withoutEscapingSlashes)
        }

        mutating func append(_ text: StaticString) {
            text.withUTF8Buffer { bytes.append(contentsOf: $0) }
        }

        mutating func newline(indent: Int) {
            bytes.append(0x0A)
            bytes.append(contentsOf: repeatElement(0x20, count: indent))
        }

        mutating func write(_ value: JSONValue, indent: Int) {
            switch value {
            case .null: append("null")
            case .bool(let flag): flag ? append("true") : append("false")
            case .number(let text): bytes.append(contentsOf: text.utf8)
            case .string(let text): quote(text)
            case .array(let elements):
                append("[")
                if pretty { bytes.append(0x0A) }
                for (index, element) in elements.enumerated() {
                    if index > 0 { pretty ? append(",\n") : append(",") }
                    if pretty { bytes.append(contentsOf: repeatElement(0x20, count: indent + 2)) }
                    write(element, indent: indent + 2)
                }
                if pretty { newline(indent: indent) }
                append("]")
            case .object(var members):
                if sortedKeys { members.sort { $0.key < $1.key } }
                append("{")
                if pretty { bytes.append(0x0A) }
                for (index, member) in members.enumerated() {
                    if index > 0 { pretty ? append(",\n") : append(",") }
                    if pretty { bytes.append(contentsOf: repeatElement(0x20, count: indent + 2)) }
                    quote(member.key)
                    pretty ? append(" : ") : append(":")
                    write(member.value, indent: indent + 2)
                }
                if pretty { newline(indent: indent) }
                append("}")
            }
        }

        /// Escapes as Foundation does: `"` and `\`, `/` unless told not
        /// to, the control characters with a short escape (`\b \f \n \r
        /// \t`) by it and the others as `\u00XX` (lower-case hex);
        /// everything else, DEL and non-ASCII included, as is.
        mutating func quote(_ text: String) {
            bytes.append(0x22)
            for byte in text.utf8 {
                switch byte {
                case 0x22: append("\\\"")
                case 0x5C: append("\\\\")
                case 0x2F where escapingSlashes: append("\\/")
                case 0x08: append("\\b")
                case 0x0C: append("\\f")
                case 0x0A: append("\\n")
                case 0x0D: append("\\r")
                case 0x09: append("\\t")
                case 0x00..<0x20:
                    append("\\u00")
                    bytes.append(Self.hexDigit(byte >> 4))
                    bytes.append(Self.hexDigit(byte & 0xF))
                default: bytes.append(byte)
                }
            }
            bytes.append(0x22)
        }

        static func hexDigit(_ value: UInt8) -> UInt8 {
            value < 10 ? 0x30 + value : 0x61 + value - 10
        }
    }
}
