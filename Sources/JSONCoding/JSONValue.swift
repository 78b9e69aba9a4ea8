/// A JSON document as data: what `JSONReader` reads, what `JSONWriter`
/// writes, and what `JSONValueEncoder` and `JSONValueDecoder` turn
/// `Codable` values into and back.
///
/// This module is StateLab's own JSON, on the standard library alone, so
/// that the `statelab` executable links no Foundation (README
/// "Architecture": start-up). It writes the exact bytes Foundation's
/// `JSONEncoder` wrote for the values StateLab writes (sorted keys, the
/// same escapes, the same pretty printing, the same numbers), which the
/// tests hold it to.
public enum JSONValue: Sendable, Equatable {
    case null
    case bool(Bool)
    /// A number as its JSON text (`12`, `-0.5`, `1e+20`): read without
    /// rounding, converted only to the type a decoder asks for.
    case number(String)
    case string(String)
    case array([JSONValue])
    /// Members in the order read or encoded; the writer sorts them when
    /// asked.
    case object([JSONMember])

    /// The member named `key` (the first, if a document repeats it).
    public subscript(key: String) -> JSONValue? {
        guard case .object(let members) = self else { return nil }
        return members.first { $0.key == key }?.value
    }
}

/// One `"key": value` of an object.
public struct JSONMember: Sendable, Equatable {
    public var key: String
    public var value: JSONValue

    public init(_ key: String, _ value: JSONValue) {
        self.key = key
        self.value = value
    }
}

extension JSONValue {
    /// A number as Foundation's encoder writes it: an integer in full; a
    /// floating-point value as its shortest round-tripping `description`,
    /// with a whole number's `.0` dropped (`1`, `0.5`, `1e+20`, `-0`).
    /// Nil for NaN and infinities, which JSON cannot hold.
    public static func number<F: BinaryFloatingPoint & LosslessStringConvertible>(_ value: F) -> JSONValue? {
        guard value.isFinite else { return nil }
        var text = value.description
        if text.hasSuffix(".0") { text.removeLast(2) }
        return .number(text)
    }

    public static func number<I: BinaryInteger>(_ value: I) -> JSONValue {
        .number(String(value))
    }
}
