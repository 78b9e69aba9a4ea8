import LiveRuntime
import StateLabTestSupport
import Testing

/// `EditButton` and `@Environment(\.editMode)`. Before, `EditButton` was a
/// button with no action titled "Edit" forever and `\.editMode` was
/// refused as an unmodelled environment value.
@Suite("Edit mode")
struct EditModeScenarioTests {
    /// Apple documentation, "EditButton": "A button that toggles the edit
    /// mode environment value"; its title follows the mode ("Edit", then
    /// "Done"). "editMode": an environment value of type
    /// `Binding<EditMode>?`, read as `editMode?.wrappedValue.isEditing`
    /// (Hacking with Swift, "How to enable editing on a list using
    /// EditButton"). The view reading it is updated when the button is
    /// tapped; a view that never reads it is not.
    @Test("EditButton toggles the screen's edit mode; readers update")
    func editButtonTogglesEditMode() {
        let s = Scenario("""
            import SwiftUI
            struct Status: View {
                @Environment(\\.editMode) private var editMode
                var body: some View {
                    let _ = print("Status body")
                    Text(editMode?.wrappedValue.isEditing == true ? "editing" : "browsing")
                }
            }
            struct Unrelated: View {
                var body: some View {
                    let _ = print("Unrelated body")
                    Text("static")
                }
            }
            struct Notes: View {
                @State private var notes = ["a", "b"]
                var body: some View {
                    NavigationStack {
                        List {
                            Status()
                            Unrelated()
                            ForEach(notes, id: \\.self) { Text($0) }
                                .onDelete { notes.remove(atOffsets: $0) }
                        }
                        .toolbar { EditButton() }
                    }
                }
            }
            """).expectSuccess(":launch Notes --single-pass\n:tap Edit")
        #expect(s.texts.contains("editing"))
        #expect(s.texts.contains("Done"))
        #expect(!s.texts.contains("Edit"))
        #expect(s.printed == ["Status body", "Unrelated body", "Status body"])
        let back = s.expectSuccess(":tap Done")
        #expect(back.texts.contains("browsing"))
        #expect(back.texts.contains("Edit"))
    }

    /// A program may set the mode through the binding: `Binding`'s
    /// `wrappedValue` has a nonmutating setter, so
    /// `editMode?.wrappedValue = .active` compiles in Swift although
    /// `editMode` is a get-only `@Environment` property. The EditButton's
    /// title follows. Before, StateLab wrote the binding back to `editMode`
    /// and trapped ("'wrappedValue' is a get-only property").
    @Test("writing the editMode binding sets the EditButton's title")
    func writingTheBinding() {
        let s = Scenario("""
            import SwiftUI
            struct Inbox: View {
                @Environment(\\.editMode) private var editMode
                var body: some View {
                    VStack {
                        EditButton()
                        Button("Select") { editMode?.wrappedValue = .active }
                    }
                }
            }
            """).expectSuccess(":launch Inbox --single-pass\n:tap Select")
        #expect(s.texts.contains("Done"))
    }
}
