/// The integer types other than `Int`: `Int8` … `Int64`, `UInt` …
/// `UInt64`.
package enum IntegerKind: Int, CaseIterable, Sendable {
    case int8, int16, int32, int64, uint, uint8, uint16, uint32, uint64

    package var name: String {
        switch self {
        case .int8: return "Int8"
        case .int16: return "Int16"
        case .int32: return "Int32"
        case .int64: return "Int64"
        case .uint: return "UInt"
        case .uint8: return "UInt8"
        case .uint16: return "UInt16"
        case .uint32: return "UInt32"
        case .uint64: return "UInt64"
        }
    }

    var bitWidth: Int {
        switch self {
        case .int8, .uint8: return 8
        case .int16, .uint16: return 16
        case .int32, .uint32: return 32
        case .int64, .uint64, .uint: return 64
        }
    }

    var isSigned: Bool {
        switch self {
        case .int8, .int16, .int32, .int64: return true
        default: return false
        }
    }

    var min: Int128 { isSigned ? -(Int128(1) << (bitWidth - 1)) : 0 }
    var max: Int128 { isSigned ? (Int128(1) << (bitWidth - 1)) - 1 : (Int128(1) << bitWidth) - 1 }

    /// The unsigned type of the same width (what `magnitude` returns).
    var unsigned: IntegerKind {
        switch self {
        case .int8: return .uint8
        case .int16: return .uint16
        case .int32: return .uint32
        case .int64: return .uint64
        default: return self
        }
    }
}

/// A value of a fixed-width integer type: its kind and its bits (the low
/// `bitWidth` bits of `bits`, the rest zero). Arithmetic is done exactly
/// in 128 bits and then checked (`+` traps on overflow) or wrapped (`&+`).
package struct FixedWidthInt: Sendable {
    let kind: IntegerKind
    let bits: UInt64

    /// `value` wrapped to the kind's width, as `truncatingIfNeeded:` does.
    init(_ kind: IntegerKind, truncating value: Int128) {
        self.kind = kind
        let low = UInt64(truncatingIfNeeded: value)
        bits = kind.bitWidth == 64 ? low : low & ((UInt64(1) << kind.bitWidth) - 1)
    }

    /// `value` if the kind can represent it.
    init?(_ kind: IntegerKind, exactly value: Int128) {
        guard value >= kind.min && value <= kind.max else { return nil }
        self.init(kind, truncating: value)
    }

    /// `value` limited to the kind's bounds, as `clamping:` does.
    init(_ kind: IntegerKind, clamping value: Int128) {
        self.init(kind, truncating: Swift.min(Swift.max(value, kind.min), kind.max))
    }

    /// The number the bits stand for.
    var value: Int128 {
        guard kind.isSigned, kind.bitWidth < 128 else { return Int128(bits) }
        let signBit = UInt64(1) << (kind.bitWidth - 1)
        return bits & signBit == 0 ? Int128(bits) : Int128(bits) - (Int128(1) << kind.bitWidth)
    }

    var description: String { String(value) }
}
