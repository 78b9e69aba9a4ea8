import LiveRuntime
import StateLabTestSupport
import Testing

/// `DatePicker` (`:pick LABEL WHEN`): a day, a time of day or both, as far
/// as the picker shows them, written through its `Binding<Date>` and kept
/// in its range. Apple documentation, "DatePicker": `displayedComponents`
/// limits what the picker edits; `in:` limits the dates it offers.
@Suite("DatePicker")
struct DatePickerScenarioTests {
    static let source = """
        import SwiftUI
        struct Reminder: View {
            @State private var due = Date(timeIntervalSince1970: 1_767_258_000)
            @State private var alarm = Date(timeIntervalSince1970: 1_767_258_000)
            @State private var start = Date()
            var body: some View {
                Form {
                    DatePicker("Due", selection: $due, in: Date()..., displayedComponents: .date)
                    DatePicker("Alarm", selection: $alarm, displayedComponents: [.hourAndMinute])
                    DatePicker(selection: $start, in: ...Date(timeIntervalSince1970: 1_800_000_000)) { Text("Start") }
                        .datePickerStyle(.graphical)
                }
                .onChange(of: due) { print("due", due) }
                .onChange(of: alarm) { print("alarm", alarm) }
                .onChange(of: start) { print("start", start) }
            }
        }
        """

    @Test func aDayKeepsTheTimeOfDayAndATimeKeepsTheDay() {
        let s = Scenario(Self.source).expectSuccess("""
            :launch Reminder --single-pass
            :pick Due 2026-03-14
            :pick Alarm 07:30
            :pick Start 2027-01-02 10:15
            """)
        #expect(s.printed == ["due 2026-03-14 09:00:00 +0000", "alarm 2026-01-01 07:30:00 +0000",
                              "start 2027-01-02 10:15:00 +0000"])
    }

    @Test func theDateStaysInThePickersRange() {
        let s = Scenario(Self.source).expectSuccess(":launch Reminder --single-pass\n:pick Due 2025-12-24\n:pick Start 2030-01-01")
        // `Date()...` starts at the virtual clock's 2026-01-01 00:00; `...b` ends at b.
        #expect(s.printed == ["due 2026-01-01 00:00:00 +0000", "start 2027-01-15 08:00:00 +0000"])
    }

    @Test func theTreeShowsTheSelectionAsTheCompactPickerDoes() {
        let s = Scenario(Self.source).expectSuccess(":launch Reminder --single-pass\n:pick Alarm 18:05")
        let pickers = s.session.viewTree().map(Self.pickers) ?? []
        // Foundation's en_US puts a narrow no-break space before AM and PM.
        #expect(pickers == ["Due: Jan 1, 2026", "Alarm: 6:05\u{202F}PM", "Start: Jan 1, 2026 at 12:00\u{202F}AM"])
        #expect(s.session.screen.pickers == ["Due", "Alarm", "Start"])
    }

    @Test("what the picker does not show, or what is no date, is refused with the form it takes",
          arguments: [("Due 09:00", "09:00", "a day (2026-03-14)"), ("Alarm 2026-03-14", "2026-03-14", "a time (09:30)"),
                      ("Start soon", "soon", "a day (2026-03-14), a time (09:30) or both (2026-03-14 09:30)"),
                      ("Due 2026-02-30", "2026-02-30", "a day (2026-03-14)"), ("Alarm 24:00", "24:00", "a time (09:30)")])
    func whatIsNotADateIsRefused(_ line: String, _ text: String, _ form: String) {
        let s = Scenario(Self.source).run(":launch Reminder --single-pass\n:pick \(line)")
        #expect(s.refusals == [.notADate(text, form: form)])
        #expect(s.printed.isEmpty)
    }

    @Test("its selection is a Binding<Date>, in swiftc's words")
    func theSelectionIsABindingToADate() {
        let view = { (control: String) in
            """
            import SwiftUI
            struct Form1: View {
                @State private var count = 0
                @State private var due = Date()
                var body: some View { \(control) }
            }
            """
        }
        assertDiagnostic(view("DatePicker(\"Due\", selection: 1️⃣$count)"),
                         message: "cannot convert value of type 'Binding<Int>' to expected argument type 'Binding<Date>'", live: true)
        assertDiagnostic(view("DatePicker(\"Due\", selection: 1️⃣due)"),
                         message: "cannot convert value 'due' of type 'Date' to expected type 'Binding<Date>', use wrapper instead",
                         live: true)
    }

    static func pickers(_ node: Session.ViewTreeNode) -> [String] {
        let own = node.typeName == "DatePicker" ? [(node.summary ?? "") + ": " + (node.properties.first { $0.name == "selection" }?.value ?? "")] : []
        return own + node.children.flatMap(pickers)
    }
}
