import SwiftSubsetAST
import Testing

/// The built-in lessons' lowered Swift is embedded as bytes in a string
/// literal (`ByteText`): every byte value must come back from the
/// literal's UTF-8 storage, from any answer's place in it, and the literal
/// the embedder writes must read back as the same text.
@Suite("Bytes in a string literal")
struct ByteTextTests {
    /// Every byte value, then the same reversed: answers one after another.
    static let answers: [[UInt8]] = [Array(0...255), Array((0...255).reversed()), [], [0x7F, 0x80, 0xBF, 0xC0, 0xFF, 0x00]]

    @Test func everyByteComesBackFromItsPlaceInStorage() {
        var text = String.UnicodeScalarView()
        var places: [(offset: Int, length: Int)] = []
        var stored = 0
        for answer in Self.answers {
            let length = ByteText.append(answer, to: &text)
            places.append((stored, length))
            stored += length
        }
        let storage = Array(String(text).utf8)
        #expect(storage.count == stored)
        for (answer, place) in zip(Self.answers, places) {
            let decoded = storage.withUnsafeBufferPointer { ByteText.decode($0, from: place.offset, count: place.length) }
            #expect(decoded == answer)
        }
    }

    @Test func aPlaceThatCutsAByteInTwoIsRefused() {
        var text = String.UnicodeScalarView()
        _ = ByteText.append([0x41, 0xE9, 0x42], to: &text)
        let storage = Array(String(text).utf8)
        #expect(storage.count == 4)
        #expect(storage.withUnsafeBufferPointer { ByteText.decode($0, from: 0, count: 2) } == nil)
        #expect(storage.withUnsafeBufferPointer { ByteText.decode($0, from: 2, count: 2) } == nil)
        #expect(storage.withUnsafeBufferPointer { ByteText.decode($0, from: 1, count: 3) } == [0xE9, 0x42])
        #expect(storage.withUnsafeBufferPointer { ByteText.decode($0, from: 3, count: 2) } == nil)
    }

    @Test func theLiteralIsASCIIAndReadsBackAsTheText() {
        var text = String.UnicodeScalarView()
        _ = ByteText.append(Array(0...255), to: &text)
        let literal = ByteText.literal(String(text))
        #expect(literal.utf8.allSatisfy { $0 >= 0x20 && $0 < 0x7F })
        #expect(Self.read(literal) == String(text))
    }

    /// A string literal's value, as Swift's lexer reads the escapes
    /// `ByteText.literal` writes.
    static func read(_ literal: String) -> String? {
        var scalars = Array(literal.unicodeScalars)
        guard scalars.first == "\"", scalars.last == "\"" else { return nil }
        scalars = Array(scalars.dropFirst().dropLast())
        var out = String.UnicodeScalarView()
        var i = 0
        while i < scalars.count {
            let scalar = scalars[i]
            if scalar == "\"" { return nil }
            guard scalar == "\\" else {
                out.append(scalar)
                i += 1
                continue
            }
            guard i + 1 < scalars.count else { return nil }
            switch scalars[i + 1] {
            case "\"", "\\":
                out.append(scalars[i + 1])
                i += 2
            case "u":
                guard i + 2 < scalars.count, scalars[i + 2] == "{",
                      let close = scalars[(i + 3)...].firstIndex(of: "}"),
                      let value = UInt32(String(String.UnicodeScalarView(scalars[(i + 3)..<close])), radix: 16),
                      let decoded = Unicode.Scalar(value) else { return nil }
                out.append(decoded)
                i = close + 1
            default:
                return nil
            }
        }
        return String(out)
    }
}
