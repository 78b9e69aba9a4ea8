import LiveRuntime
import StateLabTestSupport
import Testing

/// A control that edits a value takes a `Binding` to it: passing the value
/// itself (`name` where `$name` is meant) is refused before anything runs,
/// in swiftc's words and at the argument, as swiftc refuses it (checked
/// against swiftc 6.3 with SwiftUI's declarations of these initializers
/// and modifiers written by hand, as SwiftUI is not on Linux). Values whose
/// type is a Binding — `$x`, `$model.field`, `.constant(…)`, a `@Binding`'s
/// projection — still pass.
@Suite("Binding arguments of SwiftUI's controls")
struct BindingArgumentTests {
    static func view(_ body: String, state: String = "@State private var name = \"\"\n    @State private var on = false\n    @State private var volume = 0.5\n    @State private var count = 3\n    @State private var flavor = \"Vanilla\"") -> String {
        """
        import SwiftUI
        struct Settings: View {
            \(state)
            var body: some View {
                \(body)
            }
        }
        """
    }

    @Test("a String where TextField wants a Binding<String>")
    func textFieldTakesABinding() {
        assertDiagnostic(Self.view("TextField(\"Name\", text: 1️⃣name)"),
                         message: "cannot convert value of type 'String' to expected argument type 'Binding<String>'",
                         id: "typecheck.cannotConvertValue", live: true)
        assertDiagnostic(Self.view("SecureField(\"Password\", text: 1️⃣name)"),
                         message: "cannot convert value of type 'String' to expected argument type 'Binding<String>'", live: true)
    }

    @Test("a Bool where Toggle and .sheet want a Binding<Bool>")
    func toggleAndSheetTakeABinding() {
        assertDiagnostic(Self.view("Toggle(\"Wi-Fi\", isOn: 1️⃣on)"),
                         message: "cannot convert value of type 'Bool' to expected argument type 'Binding<Bool>'", live: true)
        assertDiagnostic(Self.view("Toggle(isOn: 1️⃣on) { Text(\"Wi-Fi\") }"),
                         message: "cannot convert value of type 'Bool' to expected argument type 'Binding<Bool>'", live: true)
        assertDiagnostic(Self.view("Text(\"Hi\").sheet(isPresented: 1️⃣on) { Text(\"Sheet\") }"),
                         message: "cannot convert value of type 'Bool' to expected argument type 'Binding<Bool>'", live: true)
        assertDiagnostic(Self.view("Text(\"Hi\").searchable(text: 1️⃣name)"),
                         message: "cannot convert value of type 'String' to expected argument type 'Binding<String>'", live: true)
    }

    @Test("generic controls name the value type their declaration gives, bound by the range when there is one")
    func genericControls() {
        assertDiagnostic(Self.view("Slider(value: 1️⃣volume)"),
                         message: "cannot convert value of type 'Double' to expected argument type 'Binding<V>'", live: true)
        assertDiagnostic(Self.view("Stepper(\"Count\", value: 1️⃣count, in: 0...10)"),
                         message: "cannot convert value of type 'Int' to expected argument type 'Binding<Int>'", live: true)
        assertDiagnostic(Self.view("Picker(\"Flavor\", selection: 1️⃣flavor) { Text(\"Vanilla\").tag(\"Vanilla\") }"),
                         message: "cannot convert value of type 'String' to expected argument type 'Binding<SelectionValue>'",
                         live: true)
    }

    @Test("bindings in every form pass and run")
    func bindingsPass() {
        let source = """
            import SwiftUI
            @Observable final class Profile { var nickname = "Ada"; var alerts = true }
            struct Row: View {
                @Binding var text: String
                var body: some View { TextField("Row", text: $text) }
            }
            struct Settings: View {
                @State private var name = ""
                @State private var on = false
                @State private var volume = 0.5
                @State private var count = 3
                @State private var flavor = "Vanilla"
                @State private var profile = Profile()
                var body: some View {
                    @Bindable var profile = profile
                    VStack {
                        TextField("Name", text: $name)
                        TextField("Nickname", text: $profile.nickname)
                        Toggle("Alerts", isOn: $profile.alerts)
                        Toggle("Fixed", isOn: .constant(true))
                        Toggle(isOn: $on) { Text("Wi-Fi") }
                        Slider(value: $volume, in: 0...1)
                        Stepper("Count", value: $count, in: 0...10)
                        Picker("Flavor", selection: $flavor) { Text("Vanilla").tag("Vanilla") }
                        Row(text: $name)
                        TextField("Bound", text: Binding(get: { name }, set: { name = $0 }))
                    }
                    .sheet(isPresented: $on) { Text("Sheet") }
                    .searchable(text: $name)
                }
            }
            print("compiled")
            """
        let (output, diagnostics, _) = evaluateMarked(source, live: true)
        #expect(diagnostics.isEmpty, "\(diagnostics.map { "\($0.position): \($0.message)" })")
        #expect(output.contains("compiled"))
    }
}
