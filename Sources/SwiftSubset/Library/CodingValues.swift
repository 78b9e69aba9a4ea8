import JSONCoding

/// The host objects behind `Codable`: coding keys the library makes
/// (synthesized `CodingKeys`, array indices), the coders' state, and the
/// containers `init(from:)` and `encode(to:)` work with. The JSON itself is
/// `JSONCoding`'s (`JSONValue`, written and read by `JSONWriter` and
/// `JSONReader`), the same bytes Foundation's `JSONEncoder` writes.

/// A coding key the program did not declare: a synthesized `CodingKeys`
/// case (`CodingKeys(stringValue: "name", intValue: nil)`), or an index
/// in an array (`_CodingKey(stringValue: "Index 1", intValue: 1)`), as
/// Swift prints them in a coding path.
final class CodingPathKey: NativeObject, NativeValue {
    let typeLabel: String
    let stringValue: String
    let intValue: Int?

    init(_ typeLabel: String, _ stringValue: String, _ intValue: Int? = nil) {
        self.typeLabel = typeLabel
        self.stringValue = stringValue
        self.intValue = intValue
    }

    static func synthesized(_ name: String) -> CodingPathKey { CodingPathKey("CodingKeys", name) }
    static func index(_ i: Int) -> CodingPathKey { CodingPathKey("_CodingKey", "Index \(i)", i) }

    override var typeName: String { "_CodingKey" }
    override var description: String {
        "\(typeLabel)(stringValue: \(Library.quote(stringValue)), intValue: \(intValue.map(String.init) ?? "nil"))"
    }

    func isEqual(to other: NativeObject) -> Bool {
        guard let other = other as? CodingPathKey else { return false }
        return other.stringValue == stringValue && other.intValue == intValue
    }
    func isLess(than other: NativeObject) -> Bool? { nil }
    func hash(into hasher: inout Hasher) { hasher.combine(stringValue) }
}

/// `DecodingError.Context` / `EncodingError.Context`.
final class CodingContextValue: NativeObject {
    let codingPath: [Value]
    let debugText: String
    let underlyingError: Value

    init(codingPath: [Value], debugDescription: String, underlyingError: Value = .none) {
        self.codingPath = codingPath
        self.debugText = debugDescription
        self.underlyingError = underlyingError
    }

    override var typeName: String { "Context" }
}

/// How a coder was configured when it started: the options of the
/// `JSONEncoder` or `JSONDecoder` that made it.
struct CodingOptions {
    var snakeCaseKeys = false
    /// `deferredToDate`, `iso8601`, `secondsSince1970`, `millisecondsSince1970`.
    var dateStrategy = "deferredToDate"
}

/// `JSONEncoder()`: a class, so `let encoder` still takes its options.
final class JSONEncoderValue: NativeObject {
    var formatting = 0
    var options = CodingOptions()
    override var typeName: String { "JSONEncoder" }
}

/// `JSONDecoder()`.
final class JSONDecoderValue: NativeObject {
    var options = CodingOptions()
    override var typeName: String { "JSONDecoder" }
}

/// `JSONEncoder.OutputFormatting`: an option set of the writer's options.
final class OutputFormattingValue: NativeObject, NativeValue {
    let bits: Int
    init(_ bits: Int) { self.bits = bits }
    override var typeName: String { "OutputFormatting" }
    func isEqual(to other: NativeObject) -> Bool { (other as? OutputFormattingValue)?.bits == bits }
    func isLess(than other: NativeObject) -> Bool? { nil }
    func hash(into hasher: inout Hasher) { hasher.combine(bits) }
}

/// A case of one of the coders' strategy enums (`.convertToSnakeCase`,
/// `.iso8601`).
final class CodingStrategyValue: NativeObject, NativeValue {
    let type: String
    let name: String
    init(_ type: String, _ name: String) {
        self.type = type
        self.name = name
    }
    override var typeName: String { type }
    override var description: String { name }
    func isEqual(to other: NativeObject) -> Bool { (other as? CodingStrategyValue).map { $0.type == type && $0.name == name } ?? false }
    func isLess(than other: NativeObject) -> Bool? { nil }
    func hash(into hasher: inout Hasher) { hasher.combine(name) }
}

/// `Data`: bytes.
final class DataValue: NativeSequence, NativeValue {
    let bytes: [UInt8]
    init(_ bytes: [UInt8]) { self.bytes = bytes }
    override var typeName: String { "Data" }
    override var description: String { "\(bytes.count) bytes" }
    override var elements: [Value] { bytes.map { .fixedWidth(FixedWidthInt(.uint8, truncating: Int128($0))) } }
    func isEqual(to other: NativeObject) -> Bool { (other as? DataValue)?.bytes == bytes }
    func isLess(than other: NativeObject) -> Bool? { nil }
    func hash(into hasher: inout Hasher) { hasher.combine(bytes) }
}

/// `URL`: its text, as `URL(string:)` was given it.
final class URLValue: NativeObject, NativeValue {
    let string: String
    init(_ string: String) { self.string = string }
    override var typeName: String { "URL" }
    override var description: String { string }
    func isEqual(to other: NativeObject) -> Bool { (other as? URLValue)?.string == string }
    func isLess(than other: NativeObject) -> Bool? { nil }
    func hash(into hasher: inout Hasher) { hasher.combine(string) }
}

// MARK: - Decoding

/// What a `Decoder` reads: a JSON value, where it sits, and the options.
final class DecoderValue: NativeObject {
    let json: JSONValue
    let path: [Value]
    let options: CodingOptions
    init(_ json: JSONValue, path: [Value], options: CodingOptions) {
        self.json = json
        self.path = path
        self.options = options
    }
    override var typeName: String { "Decoder" }
}

/// `KeyedDecodingContainer<Key>`: an object's members, their keys
/// converted from snake case when the decoder says so.
final class KeyedDecodingValue: NativeObject {
    let members: [JSONMember]
    let path: [Value]
    let options: CodingOptions
    let keyType: TypeInfo?
    init(_ members: [JSONMember], path: [Value], options: CodingOptions, keyType: TypeInfo?) {
        self.members = options.snakeCaseKeys
            ? members.map { JSONMember(CodingKeyCase.fromSnakeCase($0.key), $0.value) } : members
        self.path = path
        self.options = options
        self.keyType = keyType
    }
    override var typeName: String { "KeyedDecodingContainer" }

    func value(for key: String) -> JSONValue? { members.first { $0.key == key }?.value }
}

/// `UnkeyedDecodingContainer`: an array and how far it has been read.
final class UnkeyedDecodingValue: NativeObject {
    let elements: [JSONValue]
    var currentIndex = 0
    let path: [Value]
    let options: CodingOptions
    init(_ elements: [JSONValue], path: [Value], options: CodingOptions) {
        self.elements = elements
        self.path = path
        self.options = options
    }
    override var typeName: String { "UnkeyedDecodingContainer" }
}

/// `SingleValueDecodingContainer`.
final class SingleDecodingValue: NativeObject {
    let json: JSONValue
    let path: [Value]
    let options: CodingOptions
    init(_ json: JSONValue, path: [Value], options: CodingOptions) {
        self.json = json
        self.path = path
        self.options = options
    }
    override var typeName: String { "SingleValueDecodingContainer" }
}

// MARK: - Encoding

/// One value being encoded: filled in by the containers asked of its
/// encoder, then written as JSON.
final class EncodingNode {
    enum Content {
        case empty
        case keyed([(String, EncodingNode)])
        case unkeyed([EncodingNode])
        case value(JSONValue)
    }
    var content: Content = .empty

    init() {}
    init(_ value: JSONValue) { content = .value(value) }

    var json: JSONValue {
        switch content {
        case .empty: return .object([])
        case .keyed(let members): return .object(members.map { JSONMember($0.0, $0.1.json) })
        case .unkeyed(let elements): return .array(elements.map(\.json))
        case .value(let value): return value
        }
    }

    /// The member named `key`, replacing one encoded before under it.
    func set(_ key: String, _ node: EncodingNode) {
        var members: [(String, EncodingNode)] = []
        if case .keyed(let existing) = content { members = existing }
        if let index = members.firstIndex(where: { $0.0 == key }) {
            members[index].1 = node
        } else {
            members.append((key, node))
        }
        content = .keyed(members)
    }

    func append(_ node: EncodingNode) {
        var elements: [EncodingNode] = []
        if case .unkeyed(let existing) = content { elements = existing }
        elements.append(node)
        content = .unkeyed(elements)
    }

    var count: Int {
        switch content {
        case .keyed(let members): return members.count
        case .unkeyed(let elements): return elements.count
        default: return 0
        }
    }
}

/// An `Encoder`, or one of its containers: the node it fills and where.
final class EncodingContainerValue: NativeObject {
    enum Kind { case encoder, keyed, unkeyed, single }
    let kind: Kind
    let node: EncodingNode
    let path: [Value]
    let options: CodingOptions
    init(_ kind: Kind, node: EncodingNode, path: [Value], options: CodingOptions) {
        self.kind = kind
        self.node = node
        self.path = path
        self.options = options
    }
    override var typeName: String {
        switch kind {
        case .encoder: return "Encoder"
        case .keyed: return "KeyedEncodingContainer"
        case .unkeyed: return "UnkeyedEncodingContainer"
        case .single: return "SingleValueEncodingContainer"
        }
    }
}

/// Keys' text as Foundation's key strategies change it.
enum CodingKeyCase {
    /// `JSONEncoder.KeyEncodingStrategy.convertToSnakeCase`: words split
    /// where lower case turns upper, and before the last capital of a run
    /// of capitals followed by lower case (`myHTTPServer` → `my_http_server`).
    static func toSnakeCase(_ key: String) -> String {
        let chars = Array(key)
        guard !chars.isEmpty else { return key }
        var words: [Range<Int>] = []
        var wordStart = 0
        var searchStart = 1
        let end = chars.count
        while let upper = (searchStart..<end).first(where: { chars[$0].isUppercase }) {
            words.append(wordStart..<upper)
            guard let lower = (upper..<end).first(where: { chars[$0].isLowercase }) else {
                wordStart = upper
                searchStart = end
                break
            }
            if lower == upper + 1 {
                wordStart = upper
            } else {
                words.append(upper..<(lower - 1))
                wordStart = lower - 1
            }
            searchStart = lower + 1
        }
        words.append(wordStart..<end)
        return words.map { String(chars[$0]).lowercased() }.joined(separator: "_")
    }

    /// `JSONDecoder.KeyDecodingStrategy.convertFromSnakeCase`: `first_name`
    /// → `firstName`; leading and trailing underscores kept; a key with no
    /// underscore inside left as it is.
    static func fromSnakeCase(_ key: String) -> String {
        let chars = Array(key)
        guard let first = chars.firstIndex(where: { $0 != "_" }) else { return key }
        var last = chars.count - 1
        while last > first && chars[last] == "_" { last -= 1 }
        let middle = String(chars[first...last])
        let components = middle.split(separator: "_")
        let joined: String
        if components.count == 1 {
            joined = middle
        } else {
            joined = components[0].lowercased() + components.dropFirst().map { word in
                word.prefix(1).uppercased() + word.dropFirst().lowercased()
            }.joined()
        }
        return String(chars[..<first]) + joined + String(chars[(last + 1)...])
    }
}

/// Base64, as `Data`'s default coding strategy writes it.
enum Base64 {
    private static let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)

    static func encode(_ bytes: [UInt8]) -> String {
        var out: [UInt8] = []
        var i = 0
        while i < bytes.count {
            let b0 = bytes[i], b1 = i + 1 < bytes.count ? bytes[i + 1] : 0, b2 = i + 2 < bytes.count ? bytes[i + 2] : 0
            out.append(alphabet[Int(b0 >> 2)])
            out.append(alphabet[Int((b0 & 3) << 4 | b1 >> 4)])
            out.append(i + 1 < bytes.count ? alphabet[Int((b1 & 15) << 2 | b2 >> 6)] : UInt8(ascii: "="))
            out.append(i + 2 < bytes.count ? alphabet[Int(b2 & 63)] : UInt8(ascii: "="))
            i += 3
        }
        return String(decoding: out, as: UTF8.self)
    }

    static func decode(_ text: String) -> [UInt8]? {
        var values: [UInt8] = []
        var padding = 0
        for byte in text.utf8 {
            if byte == UInt8(ascii: "=") { padding += 1; continue }
            guard padding == 0, let index = alphabet.firstIndex(of: byte) else { return nil }
            values.append(UInt8(index))
        }
        guard (values.count + padding) % 4 == 0 else { return nil }
        var out: [UInt8] = []
        var i = 0
        while i < values.count {
            let chunk = values[i..<min(i + 4, values.count)].map { $0 }
            let c = chunk + [UInt8](repeating: 0, count: 4 - chunk.count)
            out.append(c[0] << 2 | c[1] >> 4)
            if chunk.count > 2 { out.append((c[1] & 15) << 4 | c[2] >> 2) }
            if chunk.count > 3 { out.append((c[2] & 3) << 6 | c[3]) }
            i += 4
        }
        return out
    }
}
