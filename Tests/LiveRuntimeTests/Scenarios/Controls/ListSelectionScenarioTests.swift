import LiveRuntime
import StateLabTestSupport
import Testing

/// `List(data, selection:)`. Before, the initialiser did not exist
/// ("no exact matches in call to initializer of 'List'").
@Suite("List selection")
struct ListSelectionScenarioTests {
    /// Apple documentation, "List — Supporting selection in lists":
    /// "Binding to a single instance of the list data's Identifiable.ID
    /// type creates a single-selection list. Binding to a Set creates a
    /// list that supports multiple selections"; the example makes the
    /// multiple selection usable on iOS with an EditButton ("put the list
    /// into edit mode"). Outside edit mode a tap on a row of a
    /// multiple-selection list selects nothing.
    @Test("a Set selection toggles rows only in edit mode")
    func multipleSelectionInEditMode() {
        let s = Scenario("""
            import SwiftUI
            struct Item: Identifiable { let id: Int; var name: String }
            struct Inbox: View {
                @State private var items = [Item(id: 1, name: "alpha"), Item(id: 2, name: "beta"), Item(id: 3, name: "gamma")]
                @State private var selection: Set<Int> = []
                var body: some View {
                    NavigationStack {
                        VStack {
                            List(items, selection: $selection) { item in Text(item.name) }
                            Text("\\(selection.count) selected")
                        }
                        .toolbar { EditButton() }
                    }
                }
            }
            """).expectSuccess(":launch Inbox --single-pass\n:tap alpha")
        #expect(s.texts.contains("0 selected"))
        s.expectSuccess(":tap Edit\n:tap alpha\n:tap gamma\n:tap alpha")
        #expect(s.texts.contains("1 selected"))
    }

    /// The same documentation: a single selection (`Binding<ID?>`) takes
    /// the tapped row, each tap replacing the last, as a sidebar's list.
    @Test("an optional selection takes the tapped row")
    func singleSelection() {
        let s = Scenario("""
            import SwiftUI
            struct Sidebar: View {
                @State private var chosen: String?
                let names = ["Inbox", "Sent", "Trash"]
                var body: some View {
                    VStack {
                        List(names, id: \\.self, selection: $chosen) { Text($0) }
                        Text("chosen \\(chosen ?? "none")")
                    }
                    .onChange(of: chosen) { print("chosen", chosen ?? "none") }
                }
            }
            """).expectSuccess(":launch Sidebar --single-pass\n:tap Sent\n:tap Trash")
        #expect(s.printed == ["chosen Sent", "chosen Trash"])
        #expect(s.texts.contains("chosen Trash"))
    }

    /// The content form: a `ForEach`'s rows are tagged with their ids, a
    /// static row with its `.tag(_:)` (Apple's "List" documentation).
    @Test("List(selection:content:): ForEach rows select their ids, tagged rows their tags, inside sections too")
    func contentForm() {
        let s = Scenario("""
            import SwiftUI
            struct Pick: View {
                @State private var chosen: Int?
                var body: some View {
                    List(selection: $chosen) {
                        Section("Numbers") {
                            ForEach(1..<4) { Text("Row \\($0)") }
                        }
                        Text("Hundred").tag(100)
                    }
                    .onChange(of: chosen) { print("chosen", chosen ?? -1) }
                }
            }
            """).expectSuccess(":launch Pick --single-pass\n:tap Row 2\n:tap Hundred")
        #expect(s.printed == ["chosen 2", "chosen 100"])
    }
}
