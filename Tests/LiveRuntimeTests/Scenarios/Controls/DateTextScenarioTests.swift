import LiveRuntime
import StateLabTestSupport
import Testing

/// `Text(date, format: .dateTime…)`, as an app's rows show dates: SwiftUI
/// reaches Foundation's `Date.FormatStyle` through `FormatStyle`'s static
/// `dateTime`, so the implicit member resolves where a `Text` is given a
/// format. The texts are what swiftc-compiled Foundation wrote for the
/// same date in en_US and UTC.
@Suite("Dates shown by Text")
struct DateTextScenarioTests {
    @Test("Text takes a date with a .dateTime format or a Date.FormatStyle")
    func textWithDateTime() {
        let s = Scenario("""
            import SwiftUI
            struct Row: View {
                let when = Date(timeIntervalSince1970: 1_780_027_000)
                var body: some View {
                    VStack {
                        Text(when, format: .dateTime.hour().minute())
                        Text(when, format: .dateTime.day().month(.wide).year())
                        Text(when, format: Date.FormatStyle(date: .numeric, time: .standard))
                        Text("Due \\(when.formatted(.dateTime.weekday(.wide)))")
                    }
                }
            }
            """).expectSuccess(":launch Row --single-pass")
        #expect(ControlTexts.all(s.session.viewTree()).filter { !$0.isEmpty }
                == ["3:56\u{202F}AM", "May 29, 2026", "5/29/2026, 3:56:40\u{202F}AM", "Due Friday"])
    }
}
