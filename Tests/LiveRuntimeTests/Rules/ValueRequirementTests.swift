import LiveRuntime
import StateLabTestSupport
import Testing

/// SwiftUI's generic controls constrain the value they edit or identify:
/// a `Stepper`'s value is `Strideable`, a `Slider`'s a
/// `BinaryFloatingPoint`, a `Picker`'s selection and a `ForEach`'s or
/// `List`'s `id:` are `Hashable`, and a `TextField(_:value:format:)` with a
/// number style edits a number. A value that is not is refused before
/// anything runs, at the call, in the words swiftc 6.3 gives (checked with
/// SwiftUI's declarations of these initializers written by hand, as
/// SwiftUI is not on Linux: their generic parameters, `where` clauses and
/// labels).
@Suite("What SwiftUI's generic controls require of their values")
struct ValueRequirementTests {
    static let state = """
        @State private var name = "Ada"
            @State private var count = 3
            @State private var level = 0.5
            @State private var flag = false
            @State private var maybe: Int? = 1
            @State private var tint = Tint(name: "red")
            @State private var chosen: Tint? = nil
            @State private var size = Size.small
            @State private var shade = Shade(level: 1)
            let tints = [Tint(name: "red")]
            let swatches = [Swatch(tint: Tint(name: "red"))]
            let names = ["Ada"]
        """
    static let types = """
        import SwiftUI
        struct Tint { var name: String }
        struct Shade: Hashable { var level: Int }
        struct Swatch { var tint: Tint }
        enum Size { case small, large }
        """

    static func view(_ body: String) -> String {
        """
        \(types)
        struct Settings: View {
            \(state)
            var body: some View {
                \(body)
            }
        }
        """
    }

    @Test("a stepper's value must be Strideable, named by the overload its labels choose",
          arguments: [
              ("Stepper(\"Name\", value: $name)", "init(_:value:step:onEditingChanged:)", "String"),
              ("Stepper(\"Name\", value: $name, step: 2)", "init(_:value:step:onEditingChanged:)", "String"),
              ("Stepper(\"Name\", value: $name, in: \"A\"...\"Z\")", "init(_:value:in:step:onEditingChanged:)", "String"),
              ("Stepper(value: $name) { Text(\"Name\") }", "init(value:step:label:onEditingChanged:)", "String"),
              ("Stepper(value: $flag, in: false...true) { Text(\"On\") }", "init(value:in:step:label:onEditingChanged:)", "Bool"),
              ("Stepper(\"Tint\", value: $tint)", "init(_:value:step:onEditingChanged:)", "Tint"),
              ("Stepper(\"Maybe\", value: $maybe)", "init(_:value:step:onEditingChanged:)", "Int?"),
          ])
    func stepperValueIsStrideable(_ code: String, _ initializer: String, _ type: String) {
        assertDiagnostic(Self.view("1️⃣" + code),
                         message: "initializer '\(initializer)' requires that '\(type)' conform to 'Strideable'",
                         id: "typecheck.callRequiresConformance", live: true)
    }

    @Test("a slider's value must be a BinaryFloatingPoint; its range is always in the overload's name",
          arguments: [
              ("Slider(value: $count)", "init(value:in:onEditingChanged:)", "Int"),
              ("Slider(value: $count, in: 0...10)", "init(value:in:onEditingChanged:)", "Int"),
              ("Slider(value: $count, in: 0...10, step: 1)", "init(value:in:step:onEditingChanged:)", "Int"),
              ("Slider(value: $count, in: 0...10) { Text(\"Count\") }", "init(value:in:label:onEditingChanged:)", "Int"),
              ("Slider(value: $name)", "init(value:in:onEditingChanged:)", "String"),
          ])
    func sliderValueIsFloatingPoint(_ code: String, _ initializer: String, _ type: String) {
        assertDiagnostic(Self.view("1️⃣" + code),
                         message: "initializer '\(initializer)' requires that '\(type)' conform to 'BinaryFloatingPoint'",
                         live: true)
    }

    /// `Picker`'s and `ForEach`'s requirement is on the struct's own
    /// generic parameter, so swiftc names the struct; `List(_:id:rowContent:)`
    /// states it on the initializer; an optional selection is Hashable when
    /// what it wraps is, and swiftc then blames the wrapped type and the
    /// initializer.
    @Test("a selection and an id: must be Hashable")
    func selectionsAndIdsAreHashable() {
        assertDiagnostic(Self.view("1️⃣Picker(\"Tint\", selection: $tint) { Text(\"Red\") }"),
                         message: "generic struct 'Picker' requires that 'Tint' conform to 'Hashable'",
                         id: "compiler.genericRequirement", live: true)
        assertDiagnostic(Self.view("1️⃣Picker(selection: $tint) { Text(\"Red\") } label: { Text(\"Tint\") }"),
                         message: "generic struct 'Picker' requires that 'Tint' conform to 'Hashable'", live: true)
        assertDiagnostic(Self.view("1️⃣Picker(\"Tint\", selection: $chosen) { Text(\"Red\") }"),
                         message: "initializer 'init(_:selection:content:)' requires that 'Tint' conform to 'Hashable'", live: true)
        assertDiagnostic(Self.view("1️⃣ForEach(tints, id: \\.self) { Text($0.name) }"),
                         message: "generic struct 'ForEach' requires that 'Tint' conform to 'Hashable'", live: true)
        assertDiagnostic(Self.view("1️⃣ForEach(swatches, id: \\.tint) { Text($0.tint.name) }"),
                         message: "generic struct 'ForEach' requires that 'Tint' conform to 'Hashable'", live: true)
        assertDiagnostic(Self.view("1️⃣List(tints, id: \\.self) { Text($0.name) }"),
                         message: "initializer 'init(_:id:rowContent:)' requires that 'Tint' conform to 'Hashable'", live: true)
    }

    /// Navigation by value, presentation by item and change tracking
    /// constrain their values too; swiftc names the initializer or the
    /// modifier.
    @Test("navigation values are Hashable, sheet items Identifiable, changes Equatable")
    func navigationPresentationAndChanges() {
        assertDiagnostic(Self.view("1️⃣NavigationLink(value: tint) { Text(\"Red\") }"),
                         message: "initializer 'init(value:label:)' requires that 'Tint' conform to 'Hashable'", live: true)
        assertDiagnostic(Self.view("1️⃣NavigationLink(\"Red\", value: tint)"),
                         message: "initializer 'init(_:value:)' requires that 'Tint' conform to 'Hashable'", live: true)
        assertDiagnostic(Self.view("Text(\"x\").1️⃣navigationDestination(for: Tint.self) { Text($0.name) }"),
                         message: "instance method 'navigationDestination(for:destination:)' requires that 'Tint' conform to 'Hashable'",
                         live: true)
        assertDiagnostic(Self.view("Text(\"x\").1️⃣onChange(of: tint) { print(\"changed\") }"),
                         message: "instance method 'onChange(of:initial:_:)' requires that 'Tint' conform to 'Equatable'", live: true)
        assertDiagnostic(Self.view("Text(\"x\").1️⃣task(id: tint) { print(\"task\") }"),
                         message: "instance method 'task(id:priority:_:)' requires that 'Tint' conform to 'Equatable'", live: true)
        assertDiagnostic(Self.view("Text(\"x\").1️⃣sheet(item: $chosen) { Text($0.name) }"),
                         message: "instance method 'sheet(item:onDismiss:content:)' requires that 'Tint' conform to 'Identifiable'",
                         live: true)
        let fine = Self.view("""
            NavigationStack {
                    NavigationLink(value: shade) { Text("Shade") }
                    NavigationLink("Size", value: size)
                    Text("x")
                        .navigationDestination(for: Shade.self) { Text("\\($0.level)") }
                        .onChange(of: shade) { print("shade") }
                        .onChange(of: size) { old, new in print("size") }
                        .task(id: count) { }
                }
            """) + "\nprint(\"compiled\")"
        let (output, diagnostics, _) = evaluateMarked(fine, live: true)
        #expect(diagnostics.isEmpty, "\(diagnostics.map { "\($0.position): \($0.message)" })")
        #expect(output.contains("compiled"))
    }

    @Test("a formatted field's number style edits a number, or no initializer fits")
    func formattedFieldEditsANumber() {
        assertDiagnostic(Self.view("1️⃣TextField(\"Age\", value: $name, format: .number)"),
                         message: "no exact matches in call to initializer ", live: true)
        assertDiagnostic(Self.view("1️⃣TextField(\"Tint\", value: $tint, format: .number)"),
                         message: "no exact matches in call to initializer ", live: true)
    }

    @Test("values that meet the requirements compile and run")
    func conformingValuesPass() {
        let source = Self.view("""
            Form {
                    Stepper("Count", value: $count, in: 0...10)
                    Stepper("Level", value: $level, in: 0...1, step: 0.1)
                    Stepper(value: $count) { Text("Count \\(count)") }
                    Slider(value: $level, in: 0...1)
                    Slider(value: $level) { Text("Level") }
                    Picker("Name", selection: $name) { Text("Ada").tag("Ada") }
                    Picker("Size", selection: $size) { Text("Small").tag(Size.small) }
                    Picker("Shade", selection: $shade) { Text("1").tag(Shade(level: 1)) }
                    ForEach(names, id: \\.self) { Text($0) }
                    ForEach(tints, id: \\.name) { Text($0.name) }
                    ForEach(tints.indices, id: \\.self) { Text("\\($0)") }
                    List(tints, id: \\.name) { Text($0.name) }
                    TextField("Count", value: $count, format: .number)
                    TextField("Maybe", value: $maybe, format: .number)
                    TextField("Level", value: $level, format: .percent)
                }
            """) + "\nprint(\"compiled\")"
        let (output, diagnostics, _) = evaluateMarked(source, live: true)
        #expect(diagnostics.isEmpty, "\(diagnostics.map { "\($0.position): \($0.message)" })")
        #expect(output.contains("compiled"))
    }

    /// `Strideable` is a protocol a program's generics may name, and the
    /// numbers conform to it.
    @Test("Strideable constrains a program's generic function")
    func strideableInGenerics() {
        let source = """
            import Foundation
            func steps<T: Strideable>(from a: T, to b: T, by s: T.Stride) -> Int { Array(stride(from: a, to: b, by: s)).count }
            print(steps(from: 0, to: 10, by: 3), steps(from: 0.0, to: 1.0, by: 0.25))
            """
        let (output, diagnostics, _) = evaluateMarked(source)
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.message))")
        #expect(output == "4 4\n")
    }
}
