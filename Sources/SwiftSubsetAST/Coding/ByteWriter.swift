/// Appends values to a byte buffer in the frontend's wire format: unsigned
/// LEB128 varints, zigzag for signed integers, IEEE bits for doubles, and
/// strings written once and referred to by number afterwards (names repeat
/// throughout a program, so a program's bytes stay close to its text's
/// size).
///
/// The format is private to one build of StateLab: the executable and its
/// frontend library are built together, and `FrontendWire.version` tells a
/// mismatched pair apart.
package struct ByteWriter {
    package private(set) var bytes: [UInt8] = []
    private var stringTable: [ExactString: Int] = [:]

    package init(capacity: Int = 256) {
        bytes.reserveCapacity(capacity)
    }

    package mutating func byte(_ value: UInt8) {
        bytes.append(value)
    }

    package mutating func bool(_ value: Bool) {
        bytes.append(value ? 1 : 0)
    }

    package mutating func unsigned(_ value: UInt64) {
        var rest = value
        while rest >= 0x80 {
            bytes.append(UInt8(truncatingIfNeeded: rest) | 0x80)
            rest >>= 7
        }
        bytes.append(UInt8(rest))
    }

    /// A count or an index: never negative.
    package mutating func count(_ value: Int) {
        unsigned(UInt64(max(0, value)))
    }

    package mutating func int(_ value: Int) {
        let wide = Int64(value)
        unsigned(UInt64(bitPattern: (wide << 1) ^ (wide >> 63)))
    }

    package mutating func double(_ value: Double) {
        let bits = value.bitPattern
        for shift in stride(from: 0, to: 64, by: 8) { bytes.append(UInt8(truncatingIfNeeded: bits >> UInt64(shift))) }
    }

    /// A string: its number if written before, else its UTF-8 bytes.
    package mutating func string(_ value: String) {
        if let index = stringTable[ExactString(value)] {
            count(index + 1)
            return
        }
        count(0)
        stringTable[ExactString(value)] = stringTable.count
        rawString(value)
    }

    /// A string written in full, not remembered (long, one-off texts).
    package mutating func rawString(_ value: String) {
        let utf8 = value.utf8
        count(utf8.count)
        bytes.append(contentsOf: utf8)
    }

    package mutating func optionalString(_ value: String?) {
        if let value {
            bool(true)
            string(value)
        } else {
            bool(false)
        }
    }

    package mutating func strings(_ values: [String]) {
        count(values.count)
        for value in values { string(value) }
    }

    package mutating func append(_ other: [UInt8]) {
        bytes.append(contentsOf: other)
    }
}

/// A string compared by its bytes: Swift's `==` holds "é" and "e\u{301}"
/// equal (canonical equivalence), but a program that prints its
/// `unicodeScalars` tells them apart, so the table must not merge them.
private struct ExactString: Hashable {
    let value: String

    init(_ value: String) {
        self.value = value
    }

    static func == (a: ExactString, b: ExactString) -> Bool {
        a.value.utf8.elementsEqual(b.value.utf8)
    }

    func hash(into hasher: inout Hasher) {
        var copy = value
        copy.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
    }
}
