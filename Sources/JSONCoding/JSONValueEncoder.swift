/// Encodes `Encodable` values as JSON, as Foundation's `JSONEncoder` did
/// with its default strategies: a missing optional leaves its key out, a
/// dictionary keyed by strings or integers is an object, a floating-point
/// value that is not finite is an error.
public struct JSONValueEncoder {
    public var options: JSONWriter.Options

    public init(options: JSONWriter.Options = []) {
        self.options = options
    }

    public func encode(_ value: some Encodable) throws(EncodingError) -> String {
        JSONWriter.string(try Self.value(of: value), options: options)
    }

    /// `value` as a `JSONValue`.
    public static func value(of value: some Encodable) throws(EncodingError) -> JSONValue {
        let root = Node()
        do {
            try value.encode(to: ValueEncoder(node: root, codingPath: []))
        } catch let error as EncodingError {
            throw error
        } catch {
            throw EncodingError.invalidValue(value, .init(codingPath: [], debugDescription: "\(error)", underlyingError: error))
        }
        return root.value ?? .object([])
    }
}

/// A value under construction: containers hand out their children as
/// nodes, filled in later, as `Encoder`'s nested containers require.
final class Node {
    enum Content {
        case empty
        case leaf(JSONValue)
        case array([Node])
        case object(keys: [String], children: [String: Node])
    }

    var content: Content = .empty

    var value: JSONValue? {
        switch content {
        case .empty: return nil
        case .leaf(let value): return value
        case .array(let nodes): return .array(nodes.map { $0.value ?? .object([]) })
        case .object(let keys, let children):
            return .object(keys.map { JSONMember($0, children[$0]?.value ?? .object([])) })
        }
    }

    func makeArray() {
        if case .array = content { return }
        content = .array([])
    }

    func makeObject() {
        if case .object = content { return }
        content = .object(keys: [], children: [:])
    }

    func child(forKey key: String) -> Node {
        makeObject()
        guard case .object(var keys, var children) = content else { return Node() }
        if let existing = children[key] { return existing }
        let node = Node()
        content = .empty
        keys.append(key)
        children[key] = node
        content = .object(keys: keys, children: children)
        return node
    }

    func appendChild() -> Node {
        makeArray()
        guard case .array(var nodes) = content else { return Node() }
        let node = Node()
        content = .empty
        nodes.append(node)
        content = .array(nodes)
        return node
    }

    var count: Int {
        if case .array(let nodes) = content { return nodes.count }
        return 0
    }
}

struct IndexKey: CodingKey {
    var intValue: Int?
    var stringValue: String { "Index \(intValue ?? 0)" }
    init(_ index: Int) { intValue = index }
    init?(stringValue: String) { nil }
    init?(intValue: Int) { self.intValue = intValue }
}

struct SuperKey: CodingKey {
    var stringValue: String { "super" }
    var intValue: Int? { nil }
    init() {}
    init?(stringValue: String) { nil }
    init?(intValue: Int) { nil }
}

/// Scalars as JSON, shared by the three containers.
enum Scalars {
    static func float<F: BinaryFloatingPoint & LosslessStringConvertible>(_ value: F, _ codingPath: [CodingKey]) throws -> JSONValue {
        guard let number = JSONValue.number(value) else {
            throw EncodingError.invalidValue(value, .init(codingPath: codingPath,
                                                          debugDescription: "Unable to encode \(F.self).\(value) directly in JSON."))
        }
        return number
    }
}

struct ValueEncoder: Encoder {
    let node: Node
    let codingPath: [CodingKey]
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        node.makeObject()
        return KeyedEncodingContainer(KeyedEncoder<Key>(node: node, codingPath: codingPath))
    }

    func unkeyedContainer() -> UnkeyedEncodingContainer {
        node.makeArray()
        return UnkeyedEncoder(node: node, codingPath: codingPath)
    }

    func singleValueContainer() -> SingleValueEncodingContainer {
        SingleEncoder(node: node, codingPath: codingPath)
    }
}

struct SingleEncoder: SingleValueEncodingContainer {
    let node: Node
    let codingPath: [CodingKey]

    func set(_ value: JSONValue) { node.content = .leaf(value) }

    mutating func encodeNil() throws { set(.null) }
    mutating func encode(_ value: Bool) throws { set(.bool(value)) }
    mutating func encode(_ value: String) throws { set(.string(value)) }
    mutating func encode(_ value: Double) throws { set(try Scalars.float(value, codingPath)) }
    mutating func encode(_ value: Float) throws { set(try Scalars.float(value, codingPath)) }
    mutating func encode(_ value: Int) throws { set(.number(value)) }
    mutating func encode(_ value: Int8) throws { set(.number(value)) }
    mutating func encode(_ value: Int16) throws { set(.number(value)) }
    mutating func encode(_ value: Int32) throws { set(.number(value)) }
    mutating func encode(_ value: Int64) throws { set(.number(value)) }
    mutating func encode(_ value: UInt) throws { set(.number(value)) }
    mutating func encode(_ value: UInt8) throws { set(.number(value)) }
    mutating func encode(_ value: UInt16) throws { set(.number(value)) }
    mutating func encode(_ value: UInt32) throws { set(.number(value)) }
    mutating func encode(_ value: UInt64) throws { set(.number(value)) }
    mutating func encode<T: Encodable>(_ value: T) throws {
        try value.encode(to: ValueEncoder(node: node, codingPath: codingPath))
    }
}

struct KeyedEncoder<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let node: Node
    let codingPath: [CodingKey]

    func set(_ value: JSONValue, _ key: Key) { node.child(forKey: key.stringValue).content = .leaf(value) }

    mutating func encodeNil(forKey key: Key) throws { set(.null, key) }
    mutating func encode(_ value: Bool, forKey key: Key) throws { set(.bool(value), key) }
    mutating func encode(_ value: String, forKey key: Key) throws { set(.string(value), key) }
    mutating func encode(_ value: Double, forKey key: Key) throws { set(try Scalars.float(value, codingPath + [key]), key) }
    mutating func encode(_ value: Float, forKey key: Key) throws { set(try Scalars.float(value, codingPath + [key]), key) }
    mutating func encode(_ value: Int, forKey key: Key) throws { set(.number(value), key) }
    mutating func encode(_ value: Int8, forKey key: Key) throws { set(.number(value), key) }
    mutating func encode(_ value: Int16, forKey key: Key) throws { set(.number(value), key) }
    mutating func encode(_ value: Int32, forKey key: Key) throws { set(.number(value), key) }
    mutating func encode(_ value: Int64, forKey key: Key) throws { set(.number(value), key) }
    mutating func encode(_ value: UInt, forKey key: Key) throws { set(.number(value), key) }
    mutating func encode(_ value: UInt8, forKey key: Key) throws { set(.number(value), key) }
    mutating func encode(_ value: UInt16, forKey key: Key) throws { set(.number(value), key) }
    mutating func encode(_ value: UInt32, forKey key: Key) throws { set(.number(value), key) }
    mutating func encode(_ value: UInt64, forKey key: Key) throws { set(.number(value), key) }
    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
        try value.encode(to: ValueEncoder(node: node.child(forKey: key.stringValue), codingPath: codingPath + [key]))
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key) -> KeyedEncodingContainer<NestedKey> {
        let child = node.child(forKey: key.stringValue)
        child.makeObject()
        return KeyedEncodingContainer(KeyedEncoder<NestedKey>(node: child, codingPath: codingPath + [key]))
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> UnkeyedEncodingContainer {
        let child = node.child(forKey: key.stringValue)
        child.makeArray()
        return UnkeyedEncoder(node: child, codingPath: codingPath + [key])
    }

    mutating func superEncoder() -> Encoder {
        ValueEncoder(node: node.child(forKey: "super"), codingPath: codingPath + [SuperKey()])
    }

    mutating func superEncoder(forKey key: Key) -> Encoder {
        ValueEncoder(node: node.child(forKey: key.stringValue), codingPath: codingPath + [key])
    }
}

struct UnkeyedEncoder: UnkeyedEncodingContainer {
    let node: Node
    let codingPath: [CodingKey]
    var count: Int { node.count }

    func append(_ value: JSONValue) { node.appendChild().content = .leaf(value) }

    mutating func encodeNil() throws { append(.null) }
    mutating func encode(_ value: Bool) throws { append(.bool(value)) }
    mutating func encode(_ value: String) throws { append(.string(value)) }
    mutating func encode(_ value: Double) throws { append(try Scalars.float(value, codingPath + [IndexKey(count)])) }
    mutating func encode(_ value: Float) throws { append(try Scalars.float(value, codingPath + [IndexKey(count)])) }
    mutating func encode(_ value: Int) throws { append(.number(value)) }
    mutating func encode(_ value: Int8) throws { append(.number(value)) }
    mutating func encode(_ value: Int16) throws { append(.number(value)) }
    mutating func encode(_ value: Int32) throws { append(.number(value)) }
    mutating func encode(_ value: Int64) throws { append(.number(value)) }
    mutating func encode(_ value: UInt) throws { append(.number(value)) }
    mutating func encode(_ value: UInt8) throws { append(.number(value)) }
    mutating func encode(_ value: UInt16) throws { append(.number(value)) }
    mutating func encode(_ value: UInt32) throws { append(.number(value)) }
    mutating func encode(_ value: UInt64) throws { append(.number(value)) }
    mutating func encode<T: Encodable>(_ value: T) throws {
        let path = codingPath + [IndexKey(count)]
        try value.encode(to: ValueEncoder(node: node.appendChild(), codingPath: path))
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
        let path = codingPath + [IndexKey(count)]
        let child = node.appendChild()
        child.makeObject()
        return KeyedEncodingContainer(KeyedEncoder<NestedKey>(node: child, codingPath: path))
    }

    mutating func nestedUnkeyedContainer() -> UnkeyedEncodingContainer {
        let path = codingPath + [IndexKey(count)]
        let child = node.appendChild()
        child.makeArray()
        return UnkeyedEncoder(node: child, codingPath: path)
    }

    mutating func superEncoder() -> Encoder {
        let path = codingPath + [IndexKey(count)]
        return ValueEncoder(node: node.appendChild(), codingPath: path)
    }
}
