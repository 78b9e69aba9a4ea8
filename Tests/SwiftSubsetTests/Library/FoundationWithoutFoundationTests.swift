import Foundation
import SwiftSubsetAST
import Testing
@testable import SwiftSubset

/// The pieces of Foundation the interpreter now does itself (`statelab`
/// links no Foundation), held to Foundation — which this test
/// bundle links — over every case that can be enumerated.
@Suite("Foundation's string and date pieces, without Foundation")
struct FoundationWithoutFoundationTests {
    static let named: [(ScalarSet.Named, CharacterSet)] = [
        (.whitespaces, .whitespaces), (.whitespacesAndNewlines, .whitespacesAndNewlines), (.newlines, .newlines),
        (.decimalDigits, .decimalDigits), (.letters, .letters), (.alphanumerics, .alphanumerics),
        (.lowercaseLetters, .lowercaseLetters), (.uppercaseLetters, .uppercaseLetters),
        (.punctuationCharacters, .punctuationCharacters), (.symbols, .symbols), (.controlCharacters, .controlCharacters),
        (.capitalizedLetters, .capitalizedLetters), (.illegalCharacters, .illegalCharacters),
    ]

    @Test("each predefined character set holds exactly Foundation's scalars: every ASCII scalar by its category here, the rest as Foundation's library answers (U+200B, scalars Unicode reclassified or added since, a sample of the rest)")
    func predefinedSetsAreFoundations() {
        var values = Array(UInt32(0)...0x7F)
        values += [0x85, 0xA0, 0xAD, 0x200B, 0x2028, 0x2029, 0x3000, 0xFEFF, 0x295, 0x221, 0x234, 0x24F, 0x1F600, 0xFFFE, 0x10FFFF]
        values += stride(from: UInt32(0x80), through: 0x10FFFF, by: 251)
        for (set, foundation) in Self.named {
            var differences: [String] = []
            for value in values {
                guard let scalar = Unicode.Scalar(value) else { continue }
                if ScalarSet.named(set).contains(scalar) != foundation.contains(scalar) {
                    differences.append(String(value, radix: 16))
                }
            }
            #expect(differences.isEmpty, "\(set): \(differences.prefix(20).joined(separator: " "))")
        }
    }

    @Test("trimming and splitting by a set are Foundation's", arguments: [
        "  hello \t", "\n\nx\n", "", "   ", "a,b;;c", "é\u{301} x ", "\u{2003}wide\u{2003}",
    ])
    func trimmingAndSplitting(text: String) {
        #expect(text.trimming(.named(.whitespaces)) == text.trimmingCharacters(in: .whitespaces))
        #expect(text.trimming(.named(.whitespacesAndNewlines)) == text.trimmingCharacters(in: .whitespacesAndNewlines))
        let separators = ScalarSet.characters(in: ",; ")
        #expect(text.components(separatedBy: separators) == text.components(separatedBy: CharacterSet(charactersIn: ",; ")))
        #expect(Library.components(of: text, separatedBy: ";;") == text.components(separatedBy: ";;"))
        #expect(Library.replacingOccurrences(in: text, of: " ", with: "_") == text.replacingOccurrences(of: " ", with: "_"))
    }

    @Test("print(date) writes Foundation's UTC date, from the Gregorian calendar's first day to the year 9999")
    func datesAreWrittenAsFoundationWritesThem() {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyy-MM-dd HH:mm:ss +0000"
        var seconds = -12_219_292_800.0
        while seconds < 253_402_300_800 {
            #expect(DateValue.describe(seconds) == formatter.string(from: Date(timeIntervalSince1970: seconds)), "\(seconds)")
            seconds += 86_399.75 * 97.3
        }
        for seconds in [0, -1, 0.5, -0.5, 0.999, 0.9996, -0.0004, -0.9996, 1_767_225_600, 951_782_400, -2_208_988_800, 1e9 + 0.4996] as [Double] {
            #expect(DateValue.describe(seconds) == formatter.string(from: Date(timeIntervalSince1970: seconds)), "\(seconds)")
        }
    }

    @Test("ISO 8601 dates are Foundation's: computed here in the Gregorian range, asked of Foundation's library outside it")
    func iso8601DatesAreFoundations() {
        var seconds = -12_219_292_800.0
        while seconds < 253_402_300_800 {
            #expect(DateValue.iso8601(seconds) == Date(timeIntervalSince1970: seconds).formatted(Date.ISO8601FormatStyle()), "\(seconds)")
            seconds += 86_399.75 * 97.3
        }
        let edges: [Double] = [0, -1, 0.5, -0.5, 0.999, 0.9999, -0.0001, -0.9999, 1_767_225_600.7, 951_782_400, -12_219_292_800,
                               -12_219_292_800.5, -12_219_292_801, -62_167_219_201, -1e11, 253_402_300_799.9, 253_402_300_800, 1e13]
        for seconds in edges {
            #expect(DateValue.iso8601(seconds) == Date(timeIntervalSince1970: seconds).formatted(Date.ISO8601FormatStyle()), "\(seconds)")
        }
    }

    @Test("TimeZone(secondsFromGMT:) has Foundation's identifier, or is nil where Foundation's is")
    func fixedOffsetZonesAreFoundations() {
        var offsets = Array(stride(from: -65_000, through: 65_000, by: 997))
        offsets += [0, 1, -1, 29, 30, -29, -30, 89, 90, -90, 3_600, -3_600, 5_400, 45_296, 64_769, 64_770, 64_800, 64_801, -64_800, -64_801, 86_400]
        for offset in offsets {
            #expect(TimeZoneValue.identifier(secondsFromGMT: offset) == TimeZone(secondsFromGMT: offset)?.identifier, "\(offset)")
        }
    }

    @Test("NSString's padding counts UTF-16 units", arguments: ["abc", "", "é", "👍🏽x", "long enough"])
    func paddingIsNSStrings(text: String) {
        for length in [0, 2, 5, 12] {
            #expect(Library.padding(text, toLength: length, withPad: "-=", startingAt: 1)
                    == text.padding(toLength: length, withPad: "-=", startingAt: 1))
        }
    }
}
