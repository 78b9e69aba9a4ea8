import PackHash

/// The frontend's answers to requests known when StateLab was built — the
/// Swift of the built-in lessons, lowered at build time — so that grading a
/// built-in exercise parses no Swift and loads no frontend library.
///
/// An answer is found by the SHA-256 of its request's bytes (which hold the
/// wire version, the kind and the text): a text with an answer here gets
/// the bytes the frontend gave for that very text, built from the same
/// sources as the library; any other text goes to the frontend.
///
/// Stored in two static strings (the generated source compiles quickly,
/// and nothing is copied until an answer is read). The index, in base64:
/// for each request, sorted by hash, a row of its hash and where its
/// answer lies, every row the same size; a lookup reads the few rows its
/// binary search visits straight from the index's text. The answers, one
/// after another, as bytes (`ByteText`): an answer is copied out of the
/// literal's storage byte by byte rather than decoded from base64, which
/// was most of finding one.
package final class PrecomputedAnswers: Sendable {
    private let index: StaticString
    private let answers: StaticString
    /// Rows in the index.
    package let count: Int

    private static let hashSize = 32
    /// A row: the hash, then where the answer lies in the answers'
    /// storage (its offset and length in UTF-8 bytes), 4 bytes each,
    /// little-endian.
    private static let rowSize = hashSize + 8

    package init(index: StaticString, answers: StaticString) {
        self.index = index
        self.answers = answers
        count = index.withUTF8Buffer { Base64.decodedLength(of: $0) } / Self.rowSize
    }

    /// The answer to `request`, if it was known at build time.
    package func answer(to request: [UInt8]) -> [UInt8]? {
        let hash = SHA256.digest(request)
        guard hash.count == Self.hashSize else { return nil }
        return index.withUTF8Buffer { text -> [UInt8]? in
            func row(_ position: Int, _ count: Int) -> [UInt8] {
                Base64.decode(text, from: position * Self.rowSize, count: count) ?? []
            }
            var low = 0, high = count
            while low < high {
                let middle = (low + high) / 2
                if row(middle, Self.hashSize).lexicographicallyPrecedes(hash) { low = middle + 1 } else { high = middle }
            }
            guard low < count else { return nil }
            let found = row(low, Self.rowSize)
            guard found.count == Self.rowSize, found[..<Self.hashSize].elementsEqual(hash) else { return nil }
            func word(at offset: Int) -> Int {
                (0..<4).reduce(0) { $0 | Int(found[offset + $1]) << (8 * $1) }
            }
            let (offset, length) = (word(at: Self.hashSize), word(at: Self.hashSize + 4))
            return answers.withUTF8Buffer { ByteText.decode($0, from: offset, count: length) }
        }
    }

    /// The index (base64) and the answers (`ByteText`) for `pairs` of
    /// request and answer bytes (for the build-time embedder, which writes
    /// the answers with `ByteText.literal`).
    package static func encode(_ pairs: [(request: [UInt8], answer: [UInt8])]) -> (index: String, answers: String) {
        var all = String.UnicodeScalarView()
        var stored = 0
        var rows: [(hash: [UInt8], offset: Int, length: Int)] = []
        var seen = Set<[UInt8]>()
        for pair in pairs {
            let hash = SHA256.digest(pair.request)
            guard seen.insert(hash).inserted else { continue }
            let length = ByteText.append(pair.answer, to: &all)
            rows.append((hash, stored, length))
            stored += length
        }
        precondition(stored <= Int(UInt32.max), "the answers outgrow the index's 4-byte offsets")
        rows.sort { $0.hash.lexicographicallyPrecedes($1.hash) }
        var index: [UInt8] = []
        for row in rows {
            index += row.hash
            for value in [row.offset, row.length] {
                for byte in 0..<4 { index.append(UInt8(truncatingIfNeeded: value >> (8 * byte))) }
            }
        }
        return (Base64.encode(index), String(all))
    }
}

/// Bytes held in a string literal: byte `b` is the Unicode scalar U+00bb,
/// which the literal's UTF-8 storage holds as the byte itself below 0x80
/// and as two bytes (0xC2 or 0xC3, then 0x80–0xBF) from 0x80 on. Reading
/// them back is a copy with a branch per byte; an answer's place is given
/// in the storage's bytes.
package enum ByteText {
    /// Appends `bytes` to `text`, one scalar each; returns how many UTF-8
    /// bytes they take in storage.
    package static func append(_ bytes: [UInt8], to text: inout String.UnicodeScalarView) -> Int {
        var stored = 0
        for byte in bytes {
            text.append(Unicode.Scalar(byte))
            stored += byte < 0x80 ? 1 : 2
        }
        return stored
    }

    /// The bytes held in storage bytes `offset..<offset+count` of `text`,
    /// or nil when those are not whole `ByteText` scalars.
    package static func decode(_ text: UnsafeBufferPointer<UInt8>, from offset: Int, count: Int) -> [UInt8]? {
        guard offset >= 0, count >= 0, offset + count <= text.count else { return nil }
        var out: [UInt8] = []
        out.reserveCapacity(count)
        var i = offset
        let end = offset + count
        while i < end {
            let byte = text[i]
            if byte < 0x80 {
                out.append(byte)
                i += 1
            } else {
                guard byte & 0xFE == 0xC2, i + 1 < end else { return nil }
                out.append((byte & 0x03) << 6 | (text[i + 1] & 0x3F))
                i += 2
            }
        }
        return out
    }

    /// A Swift string literal whose value is `text`, in ASCII: printable
    /// characters stand for themselves, every other scalar is `\u{…}`.
    package static func literal(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x22: out += "\\\""
            case 0x5C: out += "\\\\"
            case 0x20...0x7E: out.unicodeScalars.append(scalar)
            default: out += "\\u{" + String(scalar.value, radix: 16) + "}"
            }
        }
        return out + "\""
    }
}

/// Base64 (RFC 4648, with padding), and reading any byte range of an
/// encoded text without decoding the rest.
enum Base64 {
    private static let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)

    private static let values: [UInt8] = {
        var table = [UInt8](repeating: 0xFF, count: 256)
        for (value, character) in alphabet.enumerated() { table[Int(character)] = UInt8(value) }
        return table
    }()

    static func encode(_ bytes: [UInt8]) -> String {
        var out: [UInt8] = []
        out.reserveCapacity((bytes.count + 2) / 3 * 4)
        var i = 0
        while i < bytes.count {
            let b0 = bytes[i], b1 = i + 1 < bytes.count ? bytes[i + 1] : 0, b2 = i + 2 < bytes.count ? bytes[i + 2] : 0
            out.append(alphabet[Int(b0 >> 2)])
            out.append(alphabet[Int((b0 & 0x03) << 4 | b1 >> 4)])
            out.append(i + 1 < bytes.count ? alphabet[Int((b1 & 0x0F) << 2 | b2 >> 6)] : UInt8(ascii: "="))
            out.append(i + 2 < bytes.count ? alphabet[Int(b2 & 0x3F)] : UInt8(ascii: "="))
            i += 3
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// How many bytes `text` encodes.
    static func decodedLength(of text: UnsafeBufferPointer<UInt8>) -> Int {
        guard text.count >= 4 else { return 0 }
        var length = text.count / 4 * 3
        if text[text.count - 1] == UInt8(ascii: "=") { length -= 1 }
        if text[text.count - 2] == UInt8(ascii: "=") { length -= 1 }
        return length
    }

    /// Bytes `offset..<offset+count` of what `text` encodes, or nil when
    /// the text does not hold them.
    static func decode(_ text: UnsafeBufferPointer<UInt8>, from offset: Int, count: Int) -> [UInt8]? {
        guard offset >= 0, count >= 0, offset + count <= decodedLength(of: text) else { return nil }
        var out: [UInt8] = []
        out.reserveCapacity(count + 3)
        var quad = offset / 3 * 4
        var skip = offset % 3
        while out.count < count {
            guard quad + 3 < text.count else { return nil }
            var group: UInt32 = 0
            for k in 0..<4 {
                let character = text[quad + k]
                let value = character == UInt8(ascii: "=") ? 0 : values[Int(character)]
                guard value != 0xFF else { return nil }
                group = group << 6 | UInt32(value)
            }
            for shift in [16, 8, 0] where out.count < count {
                if skip > 0 { skip -= 1; continue }
                out.append(UInt8(truncatingIfNeeded: group >> UInt32(shift)))
            }
            quad += 4
        }
        return out
    }
}
