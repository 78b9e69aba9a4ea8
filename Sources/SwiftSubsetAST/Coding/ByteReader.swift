/// Reads what `ByteWriter` wrote. Every read is bounds-checked: bytes that
/// are cut short or were not written by this build's writer end in a
/// `WireError`, never a crash or a huge allocation.
package struct ByteReader {
    private let bytes: UnsafeBufferPointer<UInt8>
    package private(set) var offset = 0
    private var stringTable: [String] = []

    /// Reads `bytes`, which must outlive the reader.
    package init(_ bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    package var isAtEnd: Bool { offset >= bytes.count }
    package var remaining: Int { bytes.count - offset }

    package mutating func byte() throws(WireError) -> UInt8 {
        guard offset < bytes.count else { throw WireError("cut short") }
        defer { offset += 1 }
        return bytes[offset]
    }

    /// Passes over `count` bytes.
    package mutating func skip(_ count: Int) throws(WireError) {
        guard count >= 0, count <= remaining else { throw WireError("cut short") }
        offset += count
    }

    package mutating func bool() throws(WireError) -> Bool {
        switch try byte() {
        case 0: return false
        case 1: return true
        default: throw WireError("a flag that is neither 0 nor 1")
        }
    }

    package mutating func unsigned() throws(WireError) -> UInt64 {
        var value: UInt64 = 0
        var shift: UInt64 = 0
        while true {
            let next = try byte()
            guard shift < 64 else { throw WireError("a number too long") }
            value |= UInt64(next & 0x7F) << shift
            if next < 0x80 { return value }
            shift += 7
        }
    }

    /// A count of things each at least one byte long: no more than remain.
    package mutating func count() throws(WireError) -> Int {
        let value = try unsigned()
        guard value <= UInt64(remaining) else { throw WireError("a count larger than the bytes left") }
        return Int(value)
    }

    /// A non-negative number that is not a count (a slot, an index).
    package mutating func index() throws(WireError) -> Int {
        let value = try unsigned()
        guard value <= UInt64(Int.max) else { throw WireError("an index out of range") }
        return Int(value)
    }

    package mutating func int() throws(WireError) -> Int {
        let raw = try unsigned()
        let value = Int64(bitPattern: (raw >> 1) ^ (0 &- (raw & 1)))
        return Int(value)
    }

    package mutating func double() throws(WireError) -> Double {
        guard remaining >= 8 else { throw WireError("cut short") }
        var bits: UInt64 = 0
        for shift in stride(from: 0, to: 64, by: 8) {
            bits |= UInt64(bytes[offset]) << UInt64(shift)
            offset += 1
        }
        return Double(bitPattern: bits)
    }

    package mutating func string() throws(WireError) -> String {
        let reference = try index()
        if reference > 0 {
            guard reference <= stringTable.count else { throw WireError("a string referred to before it was written") }
            return stringTable[reference - 1]
        }
        let value = try rawString()
        stringTable.append(value)
        return value
    }

    package mutating func rawString() throws(WireError) -> String {
        let length = try count()
        let value = String(decoding: UnsafeBufferPointer(rebasing: bytes[offset..<(offset + length)]), as: UTF8.self)
        offset += length
        return value
    }

    package mutating func optionalString() throws(WireError) -> String? {
        try bool() ? try string() : nil
    }

    package mutating func strings() throws(WireError) -> [String] {
        let n = try count()
        var values: [String] = []
        values.reserveCapacity(n)
        for _ in 0..<n { values.append(try string()) }
        return values
    }

    /// `count` elements read by `element`.
    package mutating func array<T>(_ element: (inout ByteReader) throws(WireError) -> T) throws(WireError) -> [T] {
        let n = try count()
        var values: [T] = []
        values.reserveCapacity(n)
        for _ in 0..<n { values.append(try element(&self)) }
        return values
    }
}

/// Bytes from the frontend that this build cannot read: a bug, or a
/// frontend library from another build of StateLab.
package struct WireError: Error, Sendable, CustomStringConvertible {
    package let description: String

    package init(_ description: String) {
        self.description = description
    }
}
