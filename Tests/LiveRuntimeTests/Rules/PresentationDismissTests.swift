import LiveRuntime
import StateLabTestSupport
import Testing

/// N5: a sheet, an alert or a dialog is dismissed like a pop; the
/// `onDismiss` that runs is the dismissed presentation's.
@Suite("Dismissing presentations")
struct PresentationDismissTests {
    /// Of a view's presentations, only the one that was presented runs its
    /// `onDismiss` when it goes (N5): a confirmation dialog's dismissal is
    /// not the sheet's beside it.
    @Test("dismissing a dialog does not run the onDismiss of the sheet beside it")
    func onDismissOfThePresentedOnly() {
        let s = Scenario("""
            import SwiftUI
            struct Habits: View {
                @State private var showingNew = false
                @State private var confirming = false
                var body: some View {
                    VStack {
                        Button("New") { showingNew = true }
                        Button("Delete") { confirming = true }
                    }
                    .sheet(isPresented: $showingNew, onDismiss: { print("sheet dismissed") }) {
                        Button("Close") { showingNew = false }
                    }
                    .confirmationDialog("Delete all?", isPresented: $confirming) {
                        Button("Delete all", role: .destructive) { print("deleted") }
                    }
                }
            }
            """).expectSuccess(":launch Habits --single-pass\n:tap Delete\n:tap Delete all\n:tap New\n:tap Close")
        #expect(s.printed == ["deleted", "sheet dismissed"])
    }
}
