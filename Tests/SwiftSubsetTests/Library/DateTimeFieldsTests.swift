import StateLabTestSupport
import Testing

/// `.dateTime` and its fields, as apps write dates: rendered by
/// Foundation in `en_US` and UTC (or the locale `.locale(_:)` gives), the
/// fields in the locale's order whatever order they were chosen in. Each
/// expected text is what swiftc-compiled code printed on Linux for the same
/// date with the same locale and time zone.
@Suite("Date.FormatStyle.dateTime")
struct DateTimeFieldsTests {
    /// Friday, May 29, 2026, 3:56:40 AM UTC.
    static let date = "let d = Date(timeIntervalSince1970: 1_780_027_000)\n"

    @Test("each field and option renders as Foundation renders it",
          arguments: [
              (".dateTime", "5/29/2026, 3:56\u{202F}AM"),
              (".dateTime.hour()", "3\u{202F}AM"),
              (".dateTime.minute()", "56"),
              (".dateTime.hour().minute()", "3:56\u{202F}AM"),
              (".dateTime.minute().hour()", "3:56\u{202F}AM"),
              (".dateTime.day().month().year()", "May 29, 2026"),
              (".dateTime.month(.wide).day().year()", "May 29, 2026"),
              (".dateTime.weekday(.wide).month().day()", "Friday, May 29"),
              (".dateTime.year().month().day().hour().minute()", "May 29, 2026 at 3:56\u{202F}AM"),
              (".dateTime.hour(.twoDigits(amPM: .abbreviated))", "03\u{202F}AM"),
              (".dateTime.hour(.defaultDigits(amPM: .omitted)).minute(.twoDigits)", "03:56"),
              (".dateTime.month(.twoDigits).day(.twoDigits).year(.twoDigits)", "05/29/26"),
              (".dateTime.weekday()", "Fri"),
              (".dateTime.month(.narrow)", "M"),
              (".dateTime.hour().minute().second()", "3:56:40\u{202F}AM"),
              ("Date.FormatStyle.dateTime.year()", "2026"),
              (".dateTime.day().month(.wide).locale(Locale(identifier: \"fr_FR\"))", "29 mai"),
          ])
    func fields(_ style: String, _ expected: String) {
        let (output, diagnostics) = evaluate("import Foundation\n" + Self.date + "print(d.formatted(\(style)))")
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.message))")
        #expect(output == expected + "\n")
    }

    @Test("a style is a value: kept in a variable, extended later")
    func styleIsAValue() {
        let (output, diagnostics) = evaluate("""
            import Foundation
            \(Self.date)let short: Date.FormatStyle = .dateTime.weekday(.abbreviated)
            let withHour = short.hour()
            print(d.formatted(short), "|", d.formatted(withHour))
            """)
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.message))")
        #expect(output == "Fri | Fri, 3\u{202F}AM\n")
    }

    @Test("fields added to a date-and-time style are refused by name, not rendered otherwise")
    func fieldsOnAStyleAreRefused() {
        let (_, diagnostics) = evaluate("""
            import Foundation
            \(Self.date)print(d.formatted(Date.FormatStyle(date: .numeric, time: .omitted).hour()))
            """)
        #expect(diagnostics.map(\.message).contains { $0.hasPrefix("unsupported in StateLab: fields added to a Date.FormatStyle") })
    }
}
