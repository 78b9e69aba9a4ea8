import LiveRuntime
import StateLabTestSupport
import Testing

/// Custom environment entries, previews, and `Text(_:format:)`.
@Suite("Custom environment entries and previews")
struct EnvironmentKeyTests {
    // Apple documentation, "EnvironmentKey" and "EnvironmentValues" (Creating
    // custom environment values): a key's defaultValue is read where no
    // ancestor sets the entry; `.environment(\.key, value)` sets it for a
    // subtree, and a change re-renders the readers (V7). "PreviewProvider"
    // and the "Preview" macro only feed Xcode's canvas.
    @Test func aCustomEntryHasItsDefaultAndIsSetForASubtree() {
        let s = Scenario("""
            import SwiftUI
            private struct AccentKey: EnvironmentKey {
                static let defaultValue: String = "blue"
            }
            extension EnvironmentValues {
                var accent: String {
                    get { self[AccentKey.self] }
                    set { self[AccentKey.self] = newValue }
                }
            }
            struct Badge: View {
                @Environment(\\.accent) private var accent
                var body: some View { Text("accent \\(accent)") }
            }
            struct ContentView: View {
                @State private var color = "red"
                var body: some View {
                    VStack {
                        Badge()
                        Badge().environment(\\.accent, color)
                        Button("Green") { color = "green" }
                    }
                }
            }
            struct ContentView_Previews: PreviewProvider {
                static var previews: some View { ContentView() }
            }
            #Preview {
                ContentView()
            }
            """).expectSuccess(":launch --single-pass")
        #expect(ControlTexts.all(s.session.viewTree()) .filter { $0.hasPrefix("accent") } == ["accent blue", "accent red"])
        s.expectSuccess(":tap Green")
        #expect(ControlTexts.all(s.session.viewTree()).filter { $0.hasPrefix("accent") } == ["accent blue", "accent green"])
    }

    // Apple documentation, "Text" — init(_:format:) with FormatStyle .number,
    // .percent and .currency(code:), in the en_US locale.
    @Test("a formatted value reads as the format style writes it", arguments: [
        ("Text(1234.5, format: .number)", "1,234.5"),
        ("Text(42, format: .number)", "42"),
        ("Text(0.25, format: .percent)", "25%"),
        (#"Text(3.5, format: .currency(code: "USD"))"#, "$3.50"),
    ])
    func formattedText(_ expression: String, _ shown: String) {
        let s = Scenario("""
            import SwiftUI
            struct Price: View { var body: some View { \(expression) } }
            """).expectSuccess(":launch Price --single-pass")
        #expect(ControlTexts.all(s.session.viewTree()) == [shown])
    }

    // Apple documentation, "Text.DateStyle": .time shows the time, .date the
    // date, in the en_US locale; the date here is 2026-03-04 15:07 UTC.
    @Test("a date with a Text date style reads as SwiftUI shows it", arguments: [
        // ICU, as on iOS 17 and later, puts a narrow no-break space before PM.
        (".time", "3:07\u{202F}PM"),
        (".date", "March 4, 2026"),
    ])
    func dateStyledText(_ style: String, _ shown: String) {
        let s = Scenario("""
            import SwiftUI
            struct Stamp: View {
                let when = Date(timeIntervalSince1970: 1_772_636_820)
                var body: some View { Text(when, style: \(style)) }
            }
            """).expectSuccess(":launch Stamp --single-pass")
        #expect(ControlTexts.all(s.session.viewTree()) == [shown])
    }

    @Test("a date style that counts against the clock is refused by name; a Date style wants a Date")
    func unmodelledDateStyles() {
        let s = Scenario("""
            import SwiftUI
            struct Stamp: View { var body: some View { Text(Date(), style: .timer) } }
            """).run(":launch Stamp --single-pass")
        let messages = s.failures.flatMap(\.diagnostics).map(\.message)
        #expect(messages.contains("unsupported in StateLab: Text(_:style: .timer) — StateLab shows dates with the .time and .date "
                                  + "styles; a style that counts against the clock is not modelled"), "\(messages)")
        assertDiagnostic("""
            import SwiftUI
            struct Stamp: View { var body: some View { Text(1️⃣42, style: .date) } }
            """, message: "cannot convert value of type 'Int' to expected argument type 'Date'", live: true)
    }
}
