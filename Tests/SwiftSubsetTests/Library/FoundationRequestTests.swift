import Foundation
import SwiftSubsetAST
import Testing

/// A Foundation request crosses to libStateLabFoundation as bytes: every
/// kind survives the trip, and the library answers as Foundation does.
@Suite("Foundation requests")
struct FoundationRequestTests {
    static let requests: [FoundationRequest] = [
        .formatDate(seconds: 1_767_225_600.5, style: .init(date: 2, time: nil, locale: "fr_FR", timeZone: "Europe/Paris")),
        .formatterString(seconds: -3, settings: [.dateFormat("yyyy"), .dateStyle(2), .timeStyle(0), .locale("de"), .timeZone("UTC")]),
        .formatterDate(text: "2026-01-01", settings: [.dateFormat("yyyy-MM-dd")]),
        .formatterFormat(settings: []),
        .timeZone(identifier: "America/New_York"),
        .locale(identifier: "en_GB"),
        .formatNumber(.init(value: .integer(-12_345), kind: .currency("EUR"),
                            options: [.precision(.fractionLength(1, 3)), .grouping(automatic: false), .notation(2),
                                      .precision(.integerAndFractionLength(integer: 2, fraction: 1))])),
        .formatNumber(.init(value: .floating(0.256), kind: .percent, options: [.precision(.significantDigits(2, 2))])),
        .decimal(value: 1234.5678, maximumFractionDigits: 2, minimumFractionDigits: 1),
        .compare("a", "B", .localizedStandard),
        .contains("Straße", "STRASSE", localized: .caseInsensitive),
        .caseInsensitiveRange(of: "É", in: "café"),
        .namedSetContains(set: "whitespaces", scalar: 0x200B),
        .iso8601(seconds: -12_219_292_801.5),
        .formatDateFields(seconds: 1_780_027_000, fields: [.init(symbol: 3, option: 2), .init(symbol: 4, option: 10)],
                          locale: "en_US", timeZone: "UTC"),
    ]

    @Test("every request is read back as it was written", arguments: requests)
    func requestsSurviveTheTrip(request: FoundationRequest) throws {
        let bytes = request.bytes
        let read = try bytes.withUnsafeBufferPointer { buffer throws(WireError) in try FoundationRequest(bytes: buffer) }
        #expect(read == request)
    }

    @Test("the library beside the test runner answers as Foundation does")
    func theLibraryAnswers() throws {
        let answers = try Self.requests.map { try FoundationBridge.ask($0).get() }
        #expect(answers[4] == .text("America/New_York"))
        let formatter = NumberFormatter()
        formatter.locale = Locale(identifier: "en_US")
        formatter.numberStyle = .decimal
        formatter.maximumFractionDigits = 2
        formatter.minimumFractionDigits = 1
        #expect(answers[8] == .text(formatter.string(from: NSNumber(value: 1234.5678)) ?? ""))
        #expect(answers[9] == .integer(-1))
        #expect(answers[11] == .range(3, 4))
        #expect(answers[12] == .flag(CharacterSet.whitespaces.contains("\u{200B}")))
        #expect(try FoundationBridge.ask(.timeZone(identifier: "Not/AZone")).get() == .none)
        var fields = Date.FormatStyle.dateTime.weekday(.wide).hour(.twoDigits(amPM: .abbreviated)).locale(Locale(identifier: "en_US"))
        fields.timeZone = TimeZone(identifier: "UTC")!
        #expect(answers[14] == .text(fields.format(Date(timeIntervalSince1970: 1_780_027_000))))
    }

    @Test("a missing library is named, with how to build it")
    func aMissingLibraryIsNamed() {
        let library = OnDemandLibrary(path: "/nonexistent/libStateLabFoundation.so", kind: .foundation)
        guard case .failure(let why) = library.exchange(FoundationRequest.locale(identifier: "en").bytes) else {
            Issue.record("a missing library answered")
            return
        }
        #expect(why.description.contains("swift build --product StateLabFoundation"))
    }
}

extension FoundationRequest: CustomTestStringConvertible {
    public var testDescription: String { "\(self)".prefix(60).description }
}
