import LiveRuntime
import StateLabTestSupport
import Testing

/// A row is named by what VoiceOver would read in it: its texts, or the
/// title of a control that has no label view of its own.
@Suite("Rows are named by what they read")
struct RowLabelTests {
    @Test("a row whose only content is a titled Toggle is deleted by that title")
    func rowOfAToggleIsNamedByItsTitle() throws {
        let s = Scenario("""
            import SwiftUI
            struct Chore: Identifiable { let id = UUID(); var name: String; var done = false }
            struct ChoreRow: View {
                @Binding var chore: Chore
                var body: some View { Toggle(chore.name, isOn: $chore.done) }
            }
            struct Chores: View {
                @State private var chores = [Chore(name: "Dishes"), Chore(name: "Laundry")]
                var body: some View {
                    List {
                        ForEach($chores) { $chore in ChoreRow(chore: $chore) }
                            .onDelete { chores.remove(atOffsets: $0) }
                    }
                }
            }
            """).expectSuccess(":launch Chores --single-pass\n:delete Dishes")
        let root = try #require(s.session.viewTree())
        #expect(LibraryScenarioTests.texts(root).contains("Laundry"))
        #expect(!LibraryScenarioTests.texts(root).contains("Dishes"))
    }
}
