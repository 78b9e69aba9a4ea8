/// Decodes `Decodable` values from JSON text, reading it strictly
/// (`JSONReader`). Numbers convert to the type asked for only when they
/// fit it exactly (`3` and `3.0` are an `Int`, `3.5` is not); a key the
/// type does not know is ignored; a missing key or a value of the wrong
/// kind is a `DecodingError` with its coding path.
public struct JSONValueDecoder {
    public init() {}

    /// Why a text could not be decoded: not JSON at all (with its line and
    /// column), or JSON of another shape.
    public enum Failure: Error, CustomStringConvertible {
        case notJSON(JSONReadError)
        case mismatch(DecodingError)

        public var description: String {
            switch self {
            case .notJSON(let error): return error.description
            case .mismatch(let error): return "\(error)"
            }
        }
    }

    public func decode<T: Decodable>(_ type: T.Type, from bytes: some Sequence<UInt8>) throws(Failure) -> T {
        let value: JSONValue
        do {
            value = try JSONReader.value(from: bytes)
        } catch {
            throw .notJSON(error)
        }
        return try decode(type, from: value)
    }

    public func decode<T: Decodable>(_ type: T.Type, from text: String) throws(Failure) -> T {
        try decode(type, from: text.utf8)
    }

    public func decode<T: Decodable>(_ type: T.Type, from value: JSONValue) throws(Failure) -> T {
        do {
            return try T(from: ValueDecoder(value: value, codingPath: []))
        } catch let error as DecodingError {
            throw .mismatch(error)
        } catch {
            throw .mismatch(.dataCorrupted(.init(codingPath: [], debugDescription: "\(error)", underlyingError: error)))
        }
    }
}

/// Reading one JSON value as the scalar types `Decodable` asks for.
struct ScalarReader {
    let value: JSONValue
    let codingPath: [CodingKey]

    func mismatch(_ type: Any.Type) -> DecodingError {
        .typeMismatch(type, .init(codingPath: codingPath, debugDescription: "Expected to decode \(type) but found \(kind) instead."))
    }

    var kind: String {
        switch value {
        case .null: return "null"
        case .bool: return "a bool"
        case .number: return "a number"
        case .string: return "a string"
        case .array: return "an array"
        case .object: return "a dictionary"
        }
    }

    func bool() throws -> Bool {
        guard case .bool(let flag) = value else { throw mismatch(Bool.self) }
        return flag
    }

    func string() throws -> String {
        guard case .string(let text) = value else { throw mismatch(String.self) }
        return text
    }

    func float<F: BinaryFloatingPoint & LosslessStringConvertible>(_ type: F.Type) throws -> F {
        guard case .number(let text) = value else { throw mismatch(type) }
        guard let number = F(text), number.isFinite else {
            throw DecodingError.dataCorrupted(.init(codingPath: codingPath, debugDescription: "Number \(text) does not fit in \(type)."))
        }
        return number
    }

    func integer<I: FixedWidthInteger>(_ type: I.Type) throws -> I {
        guard case .number(let text) = value else { throw mismatch(type) }
        if let exact = I(text) { return exact }
        // `3.0`, `1e2`: a whole number written as a real one.
        if let real = Double(text), real.isFinite, real == real.rounded(), let whole = I(exactly: real) { return whole }
        throw DecodingError.dataCorrupted(.init(codingPath: codingPath, debugDescription: "Number \(text) does not fit in \(type)."))
    }
}

struct ValueDecoder: Decoder {
    let value: JSONValue
    let codingPath: [CodingKey]
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        guard case .object(let members) = value else {
            throw ScalarReader(value: value, codingPath: codingPath).mismatch([String: Any].self)
        }
        return KeyedDecodingContainer(KeyedDecoder<Key>(members: members, codingPath: codingPath))
    }

    func unkeyedContainer() throws -> UnkeyedDecodingContainer {
        guard case .array(let elements) = value else {
            throw ScalarReader(value: value, codingPath: codingPath).mismatch([Any].self)
        }
        return UnkeyedDecoder(elements: elements, codingPath: codingPath)
    }

    func singleValueContainer() throws -> SingleValueDecodingContainer {
        SingleDecoder(value: value, codingPath: codingPath)
    }
}

struct SingleDecoder: SingleValueDecodingContainer {
    let value: JSONValue
    let codingPath: [CodingKey]
    var scalar: ScalarReader { ScalarReader(value: value, codingPath: codingPath) }

    func decodeNil() -> Bool { value == .null }
    func decode(_ type: Bool.Type) throws -> Bool { try scalar.bool() }
    func decode(_ type: String.Type) throws -> String { try scalar.string() }
    func decode(_ type: Double.Type) throws -> Double { try scalar.float(type) }
    func decode(_ type: Float.Type) throws -> Float { try scalar.float(type) }
    func decode(_ type: Int.Type) throws -> Int { try scalar.integer(type) }
    func decode(_ type: Int8.Type) throws -> Int8 { try scalar.integer(type) }
    func decode(_ type: Int16.Type) throws -> Int16 { try scalar.integer(type) }
    func decode(_ type: Int32.Type) throws -> Int32 { try scalar.integer(type) }
    func decode(_ type: Int64.Type) throws -> Int64 { try scalar.integer(type) }
    func decode(_ type: UInt.Type) throws -> UInt { try scalar.integer(type) }
    func decode(_ type: UInt8.Type) throws -> UInt8 { try scalar.integer(type) }
    func decode(_ type: UInt16.Type) throws -> UInt16 { try scalar.integer(type) }
    func decode(_ type: UInt32.Type) throws -> UInt32 { try scalar.integer(type) }
    func decode(_ type: UInt64.Type) throws -> UInt64 { try scalar.integer(type) }
    func decode<T: Decodable>(_ type: T.Type) throws -> T { try T(from: ValueDecoder(value: value, codingPath: codingPath)) }
}

struct KeyedDecoder<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let codingPath: [CodingKey]
    /// The first member of each key, as Foundation's decoder keeps it.
    let members: [String: JSONValue]
    let order: [String]

    init(members: [JSONMember], codingPath: [CodingKey]) {
        var table: [String: JSONValue] = [:]
        var order: [String] = []
        for member in members where table[member.key] == nil {
            table[member.key] = member.value
            order.append(member.key)
        }
        self.members = table
        self.order = order
        self.codingPath = codingPath
    }

    var allKeys: [Key] { order.compactMap { Key(stringValue: $0) } }

    func contains(_ key: Key) -> Bool { members[key.stringValue] != nil }

    func value(_ key: Key) throws -> JSONValue {
        guard let value = members[key.stringValue] else {
            throw DecodingError.keyNotFound(key, .init(codingPath: codingPath,
                                                       debugDescription: "No value associated with key \"\(key.stringValue)\"."))
        }
        return value
    }

    func scalar(_ key: Key) throws -> ScalarReader { ScalarReader(value: try value(key), codingPath: codingPath + [key]) }

    func decodeNil(forKey key: Key) throws -> Bool { try value(key) == .null }
    func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool { try scalar(key).bool() }
    func decode(_ type: String.Type, forKey key: Key) throws -> String { try scalar(key).string() }
    func decode(_ type: Double.Type, forKey key: Key) throws -> Double { try scalar(key).float(type) }
    func decode(_ type: Float.Type, forKey key: Key) throws -> Float { try scalar(key).float(type) }
    func decode(_ type: Int.Type, forKey key: Key) throws -> Int { try scalar(key).integer(type) }
    func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 { try scalar(key).integer(type) }
    func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 { try scalar(key).integer(type) }
    func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 { try scalar(key).integer(type) }
    func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 { try scalar(key).integer(type) }
    func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt { try scalar(key).integer(type) }
    func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 { try scalar(key).integer(type) }
    func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 { try scalar(key).integer(type) }
    func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 { try scalar(key).integer(type) }
    func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 { try scalar(key).integer(type) }
    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
        try T(from: ValueDecoder(value: try value(key), codingPath: codingPath + [key]))
    }

    func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws -> KeyedDecodingContainer<NestedKey> {
        try ValueDecoder(value: try value(key), codingPath: codingPath + [key]).container(keyedBy: type)
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> UnkeyedDecodingContainer {
        try ValueDecoder(value: try value(key), codingPath: codingPath + [key]).unkeyedContainer()
    }

    func superDecoder() throws -> Decoder {
        ValueDecoder(value: members["super"] ?? .null, codingPath: codingPath + [SuperKey()])
    }

    func superDecoder(forKey key: Key) throws -> Decoder {
        ValueDecoder(value: members[key.stringValue] ?? .null, codingPath: codingPath + [key])
    }
}

struct UnkeyedDecoder: UnkeyedDecodingContainer {
    let elements: [JSONValue]
    let codingPath: [CodingKey]
    var currentIndex = 0

    init(elements: [JSONValue], codingPath: [CodingKey]) {
        self.elements = elements
        self.codingPath = codingPath
    }

    var count: Int? { elements.count }
    var isAtEnd: Bool { currentIndex >= elements.count }

    mutating func next(_ type: Any.Type) throws -> (JSONValue, [CodingKey]) {
        let path = codingPath + [IndexKey(currentIndex)]
        guard !isAtEnd else {
            throw DecodingError.valueNotFound(type, .init(codingPath: path, debugDescription: "Unkeyed container is at end."))
        }
        defer { currentIndex += 1 }
        return (elements[currentIndex], path)
    }

    mutating func scalar(_ type: Any.Type) throws -> ScalarReader {
        let (value, path) = try next(type)
        return ScalarReader(value: value, codingPath: path)
    }

    mutating func decodeNil() throws -> Bool {
        guard !isAtEnd, elements[currentIndex] == .null else { return false }
        currentIndex += 1
        return true
    }

    mutating func decode(_ type: Bool.Type) throws -> Bool { try scalar(type).bool() }
    mutating func decode(_ type: String.Type) throws -> String { try scalar(type).string() }
    mutating func decode(_ type: Double.Type) throws -> Double { try scalar(type).float(type) }
    mutating func decode(_ type: Float.Type) throws -> Float { try scalar(type).float(type) }
    mutating func decode(_ type: Int.Type) throws -> Int { try scalar(type).integer(type) }
    mutating func decode(_ type: Int8.Type) throws -> Int8 { try scalar(type).integer(type) }
    mutating func decode(_ type: Int16.Type) throws -> Int16 { try scalar(type).integer(type) }
    mutating func decode(_ type: Int32.Type) throws -> Int32 { try scalar(type).integer(type) }
    mutating func decode(_ type: Int64.Type) throws -> Int64 { try scalar(type).integer(type) }
    mutating func decode(_ type: UInt.Type) throws -> UInt { try scalar(type).integer(type) }
    mutating func decode(_ type: UInt8.Type) throws -> UInt8 { try scalar(type).integer(type) }
    mutating func decode(_ type: UInt16.Type) throws -> UInt16 { try scalar(type).integer(type) }
    mutating func decode(_ type: UInt32.Type) throws -> UInt32 { try scalar(type).integer(type) }
    mutating func decode(_ type: UInt64.Type) throws -> UInt64 { try scalar(type).integer(type) }
    mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
        let (value, path) = try next(type)
        return try T(from: ValueDecoder(value: value, codingPath: path))
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws -> KeyedDecodingContainer<NestedKey> {
        let (value, path) = try next([String: Any].self)
        return try ValueDecoder(value: value, codingPath: path).container(keyedBy: type)
    }

    mutating func nestedUnkeyedContainer() throws -> UnkeyedDecodingContainer {
        let (value, path) = try next([Any].self)
        return try ValueDecoder(value: value, codingPath: path).unkeyedContainer()
    }

    mutating func superDecoder() throws -> Decoder {
        let (value, path) = try next(Decoder.self)
        return ValueDecoder(value: value, codingPath: path)
    }
}
