import LiveRuntime
import StateLabTestSupport
import Testing

/// What selections, tags and bound values must be, as swiftc 6.3 words
/// it (checked against a stand-in SwiftUI module with SwiftUI's generic
/// requirements): a tuple conforms to no protocol, a `List`'s and a
/// tag's value is `Hashable`, a property's type comes from its initializer
/// when none is written, and a wrapped property's value where its `$`
/// binding was meant is "use wrapper instead".
@Suite("Selections, tags and bound values")
struct SelectionRequirementTests {
    static func view(_ body: String) -> String {
        """
        import SwiftUI
        struct Tint { var name: String }
        enum Pay { case cash, card(Int) }
        enum Size { case small, large }
        struct Settings: View {
            @State private var pair = (1, 2)
            @State private var pay = Pay.card(1)
            @State private var size = Size.small
            @State private var chosen: Tint? = nil
            @State private var flag = false
            let tint = Tint(name: "red")
            var body: some View {
                \(body)
            }
        }
        """
    }

    @Test("a tuple cannot be a selection or a tag")
    func tuplesConformToNothing() {
        assertDiagnostic(Self.view("1️⃣Picker(\"Pair\", selection: $pair) { Text(\"1, 2\") }"),
                         message: "type '(Int, Int)' cannot conform to 'Hashable'", id: "typecheck.typeCannotConform", live: true)
        assertDiagnostic(Self.view("Text(\"1, 2\").1️⃣tag(pair)"),
                         message: "type '(Int, Int)' cannot conform to 'Hashable'", live: true)
    }

    @Test("a property declared without a type has its initializer's: an enum with payloads is not Hashable")
    func anInitializersTypeIsTheProperty() {
        assertDiagnostic(Self.view("1️⃣Picker(\"Pay\", selection: $pay) { Text(\"Cash\") }"),
                         message: "generic struct 'Picker' requires that 'Pay' conform to 'Hashable'", live: true)
    }

    @Test("a list's selection and a tag are Hashable; swiftc names a method by its base name when no parameter has a label")
    func listSelectionAndTagsAreHashable() {
        assertDiagnostic(Self.view("1️⃣List(selection: $chosen) { Text(\"Red\") }"),
                         message: "referencing initializer 'init(selection:content:)' on 'List' requires that 'Tint' conform to 'Hashable'",
                         live: true)
        assertDiagnostic(Self.view("Text(\"Red\").1️⃣tag(tint)"),
                         message: "instance method 'tag' requires that 'Tint' conform to 'Hashable'", live: true)
    }

    @Test("a wrapped value where its binding is meant: use wrapper instead")
    func useTheWrapper() {
        assertDiagnostic(Self.view("Toggle(\"On\", isOn: 1️⃣flag)"),
                         message: "cannot convert value 'flag' of type 'Bool' to expected type 'Binding<Bool>', use wrapper instead",
                         id: "typecheck.useWrapper", live: true)
        assertDiagnostic(Self.view("Toggle(\"On\", isOn: self.1️⃣flag)"),
                         message: "cannot convert value 'flag' of type 'Bool' to expected type 'Binding<Bool>', use wrapper instead",
                         live: true)
    }

    @Test("enum cases without payloads are Hashable selections and tags")
    func plainCasesPass() {
        let source = Self.view("Picker(\"Size\", selection: $size) { Text(\"Small\").tag(Size.small) }") + "\nprint(\"compiled\")"
        let (output, diagnostics, _) = evaluateMarked(source, live: true)
        #expect(diagnostics.isEmpty, "\(diagnostics.map { "\($0.position): \($0.message)" })")
        #expect(output.contains("compiled"))
    }
}
