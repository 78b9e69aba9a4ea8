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

    /// A Toggle row with swipe actions is still named by the Toggle's
    /// title (VoiceOver reads "Bread"; the swipe buttons are actions of
    /// the row, not its label). Before, the attached buttons made the row
    /// read "Delete", so `:tap Delete in Bread` found nothing. The
    /// confirmation dialog's `presenting:` data names its buttons (Apple
    /// documentation, "confirmationDialog(_:isPresented:titleVisibility:presenting:actions:message:)").
    @Test("a Toggle row with swipe actions is named by its title")
    func toggleRowWithSwipeActions() throws {
        let s = Scenario("""
            import SwiftUI
            struct Chore: Identifiable { let id: Int; var title: String; var done = false }
            struct Todos: View {
                @State private var tasks = [Chore(id: 1, title: "Milk"), Chore(id: 2, title: "Bread")]
                @State private var pendingDelete: Chore?
                @State private var showConfirm = false
                var body: some View {
                    List {
                        ForEach($tasks) { $task in
                            Toggle(task.title, isOn: $task.done)
                                .swipeActions {
                                    Button("Delete", role: .destructive) { pendingDelete = task; showConfirm = true }
                                }
                        }
                    }
                    .confirmationDialog("Delete task?", isPresented: $showConfirm, presenting: pendingDelete) { t in
                        Button("Delete \\(t.title)", role: .destructive) { tasks.removeAll { $0.id == t.id } }
                    }
                }
            }
            """).expectSuccess(":launch Todos --single-pass\n:tap Delete in Bread\n:tap Delete Bread")
        let root = try #require(s.session.viewTree())
        #expect(LibraryScenarioTests.texts(root).contains("Milk"))
        #expect(!LibraryScenarioTests.texts(root).contains("Bread"))
    }
}
