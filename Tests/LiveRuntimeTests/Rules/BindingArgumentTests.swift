import LiveRuntime
import StateLabTestSupport
import Testing

/// A control that edits a value takes a `Binding` to it: passing the value
/// itself (`name` where `$name` is meant) is refused before anything runs,
/// in swiftc's words and at the argument, as swiftc refuses it — a
/// wrapped property's value "use wrapper instead", when the wrapper's
/// projection is the binding wanted (checked
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

    /// `source` compiles with no diagnostic and its top level runs to the
    /// end (each caller's source ends by printing "compiled").
    static func expectCompilesAndRuns(_ source: String, _ label: String = "", sourceLocation: SourceLocation = #_sourceLocation) {
        let (output, diagnostics, _) = evaluateMarked(source, live: true)
        #expect(diagnostics.isEmpty, "\(label)\(diagnostics.map { "\($0.position): \($0.message)" })", sourceLocation: sourceLocation)
        #expect(output.contains("compiled"), sourceLocation: sourceLocation)
    }

    @Test("a String where TextField wants a Binding<String>")
    func textFieldTakesABinding() {
        assertDiagnostic(Self.view("TextField(\"Name\", text: 1️⃣name)"),
                         message: "cannot convert value 'name' of type 'String' to expected type 'Binding<String>', use wrapper instead",
                         id: "typecheck.useWrapper", live: true)
        assertDiagnostic(Self.view("SecureField(\"Password\", text: 1️⃣name)"),
                         message: "cannot convert value 'name' of type 'String' to expected type 'Binding<String>', use wrapper instead", live: true)
    }

    @Test("a Bool where Toggle and .sheet want a Binding<Bool>")
    func toggleAndSheetTakeABinding() {
        assertDiagnostic(Self.view("Toggle(\"Wi-Fi\", isOn: 1️⃣on)"),
                         message: "cannot convert value 'on' of type 'Bool' to expected type 'Binding<Bool>', use wrapper instead", live: true)
        assertDiagnostic(Self.view("Toggle(isOn: 1️⃣on) { Text(\"Wi-Fi\") }"),
                         message: "cannot convert value 'on' of type 'Bool' to expected type 'Binding<Bool>', use wrapper instead", live: true)
        assertDiagnostic(Self.view("Text(\"Hi\").sheet(isPresented: 1️⃣on) { Text(\"Sheet\") }"),
                         message: "cannot convert value 'on' of type 'Bool' to expected type 'Binding<Bool>', use wrapper instead", live: true)
        assertDiagnostic(Self.view("Text(\"Hi\").searchable(text: 1️⃣name)"),
                         message: "cannot convert value 'name' of type 'String' to expected type 'Binding<String>', use wrapper instead",
                         live: true)
    }

    @Test("generic controls name the value type their declaration gives, bound by the range when there is one")
    func genericControls() {
        assertDiagnostic(Self.view("Slider(value: 1️⃣volume)"),
                         message: "cannot convert value 'volume' of type 'Double' to expected type 'Binding<Double>', use wrapper instead",
                         live: true)
        assertDiagnostic(Self.view("Stepper(\"Count\", value: 1️⃣count, in: 0...10)"),
                         message: "cannot convert value 'count' of type 'Int' to expected type 'Binding<Int>', use wrapper instead",
                         live: true)
        assertDiagnostic(Self.view("Picker(\"Flavor\", selection: 1️⃣flavor) { Text(\"Vanilla\").tag(\"Vanilla\") }"),
                         message: "cannot convert value 'flavor' of type 'String' to expected type 'Binding<String>', use wrapper instead",
                         live: true)
    }

    @Test("a Binding to another type is refused: a Binding's type argument must match exactly")
    func bindingToAnotherType() {
        assertDiagnostic(Self.view("Toggle(\"Wi-Fi\", isOn: 1️⃣$count)"),
                         message: "cannot convert value of type 'Binding<Int>' to expected argument type 'Binding<Bool>'", live: true)
        assertDiagnostic(Self.view("Toggle(isOn: 1️⃣$name) { Text(\"Wi-Fi\") }"),
                         message: "cannot convert value of type 'Binding<String>' to expected argument type 'Binding<Bool>'",
                         live: true)
        assertDiagnostic(Self.view("TextField(\"Name\", text: 1️⃣$volume)"),
                         message: "cannot convert value of type 'Binding<Double>' to expected argument type 'Binding<String>'",
                         live: true)
    }

    /// A view's own `@Binding var value: Int` makes its memberwise
    /// initializer take a `Binding<Int>`: the state's value, or a binding to
    /// something else, is the learner's commonest mistake with bindings.
    @Test("a view's @Binding property takes a Binding of its own type in the memberwise initializer")
    func memberwiseBinding() {
        let child = """
            struct Counter: View {
                @Binding var value: Int
                var body: some View { Button("Add") { value += 1 } }
            }
            """
        func parent(_ argument: String) -> String {
            child + "\n" + Self.view("Counter(value: \(argument))")
        }
        assertDiagnostic(parent("1️⃣count"),
                         message: "cannot convert value 'count' of type 'Int' to expected type 'Binding<Int>', use wrapper instead",
                         live: true)
        assertDiagnostic(parent("1️⃣$on"),
                         message: "cannot convert value of type 'Binding<Bool>' to expected argument type 'Binding<Int>'",
                         live: true)
        assertDiagnostic("import SwiftUI\nstruct Box { var value: Binding<Int?> }\nvar n = 1\n"
                         + "let b = Binding(get: { n }, set: { n = $0 })\nlet c: Binding<Int> = b\nlet box = Box(value: 1️⃣c)",
                         message: "cannot convert value of type 'Binding<Int>' to expected argument type 'Binding<Int?>'",
                         live: true)
        for passing in ["$count", ".constant(3)", "Binding(get: { count }, set: { count = $0 })"] {
            Self.expectCompilesAndRuns(parent(passing) + "\nprint(\"compiled\")", "\(passing): ")
        }
    }

    /// `$count += 1` where `count += 1` was meant: checked with swiftc 6.3
    /// on a wrapper's projected Binding in a view's closure, which takes
    /// `+=` and `-=` at the value's type and blames the binding, and names
    /// both operands of `*=` and `/=`.
    @Test("arithmetic on a binding where its value was meant is refused")
    func arithmeticOnABinding() {
        assertDiagnostic(Self.view("Button(\"Add\") { 1️⃣$count += 1 }"),
                         message: "cannot convert value of type 'Binding<Int>' to expected argument type 'Int'", live: true)
        assertDiagnostic(Self.view("Button(\"Add\") { 1️⃣$name += \"!\" }"),
                         message: "cannot convert value of type 'Binding<String>' to expected argument type 'String'", live: true)
        assertDiagnostic(Self.view("Button(\"Add\") { $count 1️⃣*= 2 }"),
                         message: "binary operator '*=' cannot be applied to operands of type 'Binding<Int>' and 'Int'", live: true)
    }

    /// `Text(_:)`, `Button(_:action:)` and `Toggle(_:isOn:)` take a title
    /// as a `LocalizedStringKey` (what a literal or interpolation becomes)
    /// or as `some StringProtocol`; anything else fails. swiftc's ranking
    /// of the overloads decides the words (checked against swiftc 6.3 with
    /// SwiftUI's overloads of these initializers written by hand): a
    /// non-standard type fails the generic requirement, at the call; a
    /// standard one is "no exact matches" for Text and a conversion to
    /// `LocalizedStringKey` for Button and Toggle.
    @Test("a title that is not a string is refused in the words swiftc gives each API")
    func titlesAreStrings() {
        assertDiagnostic(Self.view("1️⃣Text(count)"), message: "no exact matches in call to initializer ", live: true)
        assertDiagnostic(Self.view("1️⃣Text($name)"),
                         message: "initializer 'init(_:)' requires that 'Binding<String>' conform to 'StringProtocol'", live: true)
        assertDiagnostic(Self.view("Button(1️⃣volume) { count += 1 }"),
                         message: "cannot convert value of type 'Double' to expected argument type 'LocalizedStringKey'", live: true)
        assertDiagnostic(Self.view("Toggle(1️⃣on, isOn: $on)"),
                         message: "cannot convert value of type 'Bool' to expected argument type 'LocalizedStringKey'", live: true)
        assertDiagnostic("struct Flavor { var name: String }\n" + Self.view("1️⃣Button(Flavor(name: \"Mint\")) { count += 1 }"),
                         message: "initializer 'init(_:action:)' requires that 'Flavor' conform to 'StringProtocol'", live: true)
        let fine = Self.view("""
            VStack {
                    Text(name)
                    Text(name.prefix(2))
                    Text("\\(count) left")
                    Text(count, format: .number)
                    Text(verbatim: "\\(volume)")
                    Button(flavor) { count += 1 }
                    Toggle(name, isOn: $on)
                }
            """) + "\nprint(\"compiled\")"
        Self.expectCompilesAndRuns(fine)
    }

    /// `ForEach(_:content:)` and `List(_:rowContent:)` over data without an
    /// `id:` key path want `Identifiable` elements — a requirement SwiftUI
    /// states in an extension, so swiftc says "referencing initializer".
    @Test("rows of data that is not Identifiable, without id:, are refused at the call")
    func rowsAreIdentifiable() {
        let state = "@State private var names = [\"Ada\"]\n    @State private var points = [Point(x: 1)]\n    @State private var items = [Item(name: \"a\")]"
        let types = "struct Point { var x: Int }\nstruct Item: Identifiable { let id = UUID(); var name: String }\n"
        assertDiagnostic(types + Self.view("1️⃣ForEach(names) { Text($0) }", state: state),
                         message: "referencing initializer 'init(_:content:)' on 'ForEach' requires that 'String' conform to 'Identifiable'",
                         live: true)
        assertDiagnostic(types + Self.view("1️⃣List(points) { Text(\"\\($0.x)\") }", state: state),
                         message: "referencing initializer 'init(_:rowContent:)' on 'List' requires that 'Point' conform to 'Identifiable'",
                         live: true)
        let fine = types + Self.view("""
            List {
                    ForEach(names, id: \\.self) { Text($0) }
                    ForEach(items) { Text($0.name) }
                    ForEach($items) { $item in TextField("Name", text: $item.name) }
                    ForEach(0..<3) { Text("\\($0)") }
                    ForEach(points.indices, id: \\.self) { Text("\\(points[$0].x)") }
                }
            """, state: state) + "\nprint(\"compiled\")"
        Self.expectCompilesAndRuns(fine)
        // A program may make a standard type Identifiable itself.
        let extended = "extension String: Identifiable { public var id: String { self } }\n" + types
            + Self.view("ForEach(names) { Text($0) }", state: state) + "\nprint(\"compiled\")"
        Self.expectCompilesAndRuns(extended)
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
        Self.expectCompilesAndRuns(source)
    }
}
