import LiveRuntime
import StateLabTestSupport
import Testing

/// Making a binding to a view's own storage (`$text` of `@State`,
/// `@AppStorage`, `@SceneStorage`, or of a `@Binding` passed down) is no
/// read of it: a body that only hands the binding to a control does not
/// depend on the value, so it does not run again when the control changes
/// it — whatever the control shows of the value. A body that reads the
/// value (`text`) does. Stack Overflow 63498120 ("How does this SwiftUI
/// binding + state example manage to work without re-invoking body?"): a
/// view passing `$text` to a `TextField` and to a child's `@Binding` ran
/// its body once while typing re-ran only the child that reads `text`.
/// (A binding to an `@Observable` property is another mechanism: it reads
/// the property as it is made — `BindingDependencyTests`.)
@Suite("Bindings to a view's own storage and the bodies that depend on them")
struct StateBindingDependencyTests {
    /// A control family: the type of what it binds, a starting value, the
    /// control over `$x`, the commands that change the value (the event
    /// `label` starts the last), and what `:tree` shows of it afterwards.
    struct Control: CustomTestStringConvertible, Sendable {
        let name: String
        let type: String
        let initial: String
        let control: String
        let commands: String
        let label: String
        /// The `:tree` property the control shows its value in, and the
        /// value it shows after the commands; nil for a control that shows none.
        let shown: (property: String, value: String)?
        var testDescription: String { name }
    }

    static let controls: [Control] = [
        Control(name: "TextField", type: "String", initial: "\"Ada\"", control: "TextField(\"Field\", text: $x)",
                commands: ":type Field Grace", label: "type", shown: ("text", "Binding(\"Grace\")")),
        Control(name: "SecureField", type: "String", initial: "\"\"", control: "SecureField(\"Field\", text: $x)",
                commands: ":type Field hunter2", label: "type", shown: ("text", "Binding(\"•••••••\")")),
        Control(name: "TextField(value:format:)", type: "Int", initial: "30", control: "TextField(\"Field\", value: $x, format: .number)",
                commands: ":type Field 41\n:submit Field", label: "submit", shown: ("value", "41")),
        Control(name: "Stepper", type: "Int", initial: "3", control: "Stepper(\"Field\", value: $x, in: 0...10)",
                commands: ":increment Field", label: "increment", shown: ("value", "4")),
        Control(name: "Slider", type: "Double", initial: "1.0", control: "Slider(value: $x, in: 0...2, step: 0.5)",
                commands: ":slide Slider 1.5", label: "slide", shown: ("value", "1.5")),
        Control(name: "Picker", type: "String", initial: "\"Vanilla\"",
                control: "Picker(\"Field\", selection: $x) {\n Text(\"Vanilla\").tag(\"Vanilla\")\n Text(\"Mint\").tag(\"Mint\")\n }",
                commands: ":pick Field Mint", label: "pick", shown: ("selection", "Mint")),
        Control(name: "DatePicker", type: "Date", initial: "Date(timeIntervalSince1970: 1_767_258_000)",
                control: "DatePicker(\"Field\", selection: $x, displayedComponents: .date)",
                commands: ":pick Field 2026-03-14", label: "pick", shown: ("selection", "Mar 14, 2026")),
        Control(name: "Toggle", type: "Bool", initial: "false", control: "Toggle(\"Field\", isOn: $x)",
                commands: ":toggle Field", label: "toggle", shown: ("isOn", "Binding(true)")),
    ]

    /// Where the bound value lives: the owner's storage, or the owner's
    /// `@State` passed down as a `@Binding` to the view holding the control.
    enum Storage: String, CaseIterable, Sendable {
        case state = "@State"
        case appStorage = "@AppStorage"
        case sceneStorage = "@SceneStorage"
        case bindingPassedDown = "@Binding passed down"
    }

    /// An owner holding the value and a `Shown` child reading it through
    /// its `@Binding`; the control is in the owner's body, or in `Panel`'s.
    /// With `ownerReads`, the owner's body also reads the value.
    static func program(_ c: Control, _ storage: Storage, ownerReads: Bool = false) -> String {
        let declaration = switch storage {
        case .state, .bindingPassedDown: "@State private var x: \(c.type) = \(c.initial)"
        case .appStorage: "@AppStorage(\"x\") private var x: \(c.type) = \(c.initial)"
        case .sceneStorage: "@SceneStorage(\"x\") private var x: \(c.type) = \(c.initial)"
        }
        let held = storage == .bindingPassedDown ? "Panel(x: $x)" : c.control
        return """
            import SwiftUI
            struct Shown: View {
                @Binding var x: \(c.type)
                var body: some View { Text("shown \\(x)") }
            }
            struct Panel: View {
                @Binding var x: \(c.type)
                var body: some View {
                    \(c.control)
                }
            }
            struct Owner: View {
                \(declaration)
                var body: some View {
                    Form {
                        \(held)
                        Shown(x: $x)
                        \(ownerReads ? "Text(\"owner \\(x)\")" : "")
                    }
                }
            }
            """
    }

    /// The views the program shows: `Panel` only holds the control when
    /// the binding is passed down; otherwise it is declared and never built.
    static func views(_ storage: Storage) -> [String] {
        storage == .bindingPassedDown ? ["Owner", "Panel", "Shown"] : ["Owner", "Shown"]
    }

    static func rerun(_ s: Scenario, _ storage: Storage, after label: String) -> [String] {
        views(storage).filter { s.bodyCount($0, in: s.events(after: label)) > 0 }
    }

    /// A stored `Date` is not one of `@AppStorage`'s types.
    static let cases: [(Control, Storage)] = controls.flatMap { c in
        Storage.allCases.filter { c.type != "Date" || $0 == .state || $0 == .bindingPassedDown }.map { (c, $0) }
    }

    @Test("a body that only passes the binding on does not run again; the child reading it does", arguments: cases)
    func passingOnIsNoRead(_ c: Control, _ storage: Storage) {
        let s = Scenario(Self.program(c, storage)).expectSuccess(":launch Owner --single-pass\n" + c.commands)
        #expect(Self.rerun(s, storage, after: c.label) == ["Shown"])
    }

    @Test("a body that reads the value runs again when the control changes it", arguments: cases)
    func readingIsARead(_ c: Control, _ storage: Storage) {
        let s = Scenario(Self.program(c, storage, ownerReads: true)).expectSuccess(":launch Owner --single-pass\n" + c.commands)
        // The owner runs; a panel it builds again holds a binding whose value changed (V7).
        let expected = storage == .bindingPassedDown ? ["Owner", "Panel", "Shown"] : ["Owner", "Shown"]
        #expect(Self.rerun(s, storage, after: c.label) == expected)
    }

    /// The control shows the value it holds now, though the body that made
    /// it did not run again.
    @Test("the tree shows the control's new value", arguments: cases.filter { $0.0.shown != nil })
    func theControlShowsTheNewValue(_ c: Control, _ storage: Storage) throws {
        let shown = try #require(c.shown)
        let s = Scenario(Self.program(c, storage)).expectSuccess(":launch Owner --single-pass\n" + c.commands)
        let root = try #require(s.session.viewTree())
        let typeName = c.name.hasPrefix("TextField") ? "TextField" : c.name
        #expect(Self.properties(of: typeName, in: root, named: shown.property) == [shown.value])
    }

    static func properties(of typeName: String, in node: Session.ViewTreeNode, named name: String) -> [String] {
        let own = node.typeName == typeName ? node.properties.filter { $0.name == name }.map(\.value) : []
        return own + node.children.flatMap { properties(of: typeName, in: $0, named: name) }
    }
}
