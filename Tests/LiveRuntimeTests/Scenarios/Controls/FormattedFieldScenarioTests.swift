import LiveRuntime
import StateLabTestSupport
import Testing

/// `TextField(_:value:format:)`: a field over a number. Before, the
/// initialiser did not exist in StateLab.
@Suite("Formatted text fields")
struct FormattedFieldScenarioTests {
    /// A field with a format shows the value formatted and writes what is
    /// typed back only when editing is committed — Return, or editing moves
    /// to another field — not keystroke by keystroke (augmentedcode.io,
    /// "Validating string in TextField with NumberFormatter in SwiftUI":
    /// "Value binding does not update while typing"; Fatbobman, "Advanced
    /// SwiftUI TextField: Formatting and Validation"). So a Save button
    /// tapped while the field is still being edited sees the old value.
    @Test("a formatted field commits on Return or when another field is typed in")
    func commitsOnSubmit() {
        let s = Scenario("""
            import SwiftUI
            struct Tip: View {
                @State private var amount = 10.0
                @State private var people = 2
                @State private var note = ""
                var body: some View {
                    Form {
                        TextField("Amount", value: $amount, format: .currency(code: "USD"))
                        TextField("People", value: $people, format: .number)
                        TextField("Note", text: $note)
                        Text("Each: \\(amount / Double(people), format: .currency(code: "USD"))")
                        Button("Save") { print("saved \\(amount) \\(people)") }
                    }
                }
            }
            """).expectSuccess("""
            :launch Tip --single-pass
            :type Amount 42.5
            :tap Save
            :submit Amount
            :tap Save
            :type People 5
            :type Note hi
            :tap Save
            """)
        #expect(s.printed == ["saved 10.0 2", "saved 42.5 2", "saved 42.5 5"])
        #expect(s.texts.contains("Each: $8.50"))
    }

    /// Text that does not read as a number leaves the value as it was (the
    /// field's parse fails; the binding is not written).
    @Test("text that is no number keeps the value")
    func unreadableTextKeepsTheValue() {
        let s = Scenario("""
            import SwiftUI
            struct Age: View {
                @State private var age = 30
                var body: some View {
                    VStack {
                        TextField("Age", value: $age, format: .number)
                        Text("age \\(age)")
                    }
                }
            }
            """).expectSuccess(":launch Age --single-pass\n:type Age abc\n:submit Age\n:type Age 41\n:submit Age")
        #expect(s.texts.contains("age 41"))
        let kept = Scenario("""
            import SwiftUI
            struct Age: View {
                @State private var age = 30
                var body: some View {
                    VStack {
                        TextField("Age", value: $age, format: .number)
                        Text("age \\(age)")
                    }
                }
            }
            """).expectSuccess(":launch Age --single-pass\n:type Age abc\n:submit Age")
        #expect(kept.texts.contains("age 30"))
    }
}
