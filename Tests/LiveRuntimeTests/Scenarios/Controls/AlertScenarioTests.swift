import LiveRuntime
import StateLabTestSupport
import Testing

/// `.alert` and `.confirmationDialog`, presented by a Bool binding.
@Suite("Alerts and confirmation dialogs")
struct AlertScenarioTests {
    static let source = """
        import SwiftUI
        struct Inbox: View {
            @State private var messages = ["hi", "bye"]
            @State private var confirming = false
            @State private var informing = false
            var body: some View {
                VStack {
                    Text("\\(messages.count) messages")
                    Button("Delete all") { confirming = true }
                    Button("About") { informing = true }
                }
                .alert("Delete all messages?", isPresented: $confirming) {
                    Button("Delete", role: .destructive) { messages = [] }
                    Button("Keep", role: .cancel) { print("kept") }
                } message: {
                    Text("This cannot be undone.")
                }
                .alert("Inbox 1.0", isPresented: $informing) { }
                .onChange(of: confirming) { print("confirming \\(confirming)") }
            }
        }
        """

    // Apple documentation, "alert(_:isPresented:actions:message:)": the
    // alert shows while the binding is true; every action dismisses it
    // after running, which sets the binding back to false; an alert with
    // no actions gets an OK button.
    @Test func anAlertsButtonsRunTheirActionAndDismissIt() {
        let s = Scenario(Self.source).expectSuccess(":launch Inbox --single-pass\n:tap Delete all")
        #expect(s.session.screen.buttons == ["Delete", "Keep"], "the alert covers the screen")
        s.expectSuccess(":tap Delete")
        #expect(s.session.screen.buttons == ["Delete all", "About"])
        #expect(ControlTexts.all(s.session.viewTree()).contains("0 messages"))
        #expect(s.printed == ["confirming true", "confirming false"])
        s.expectSuccess(":tap About")
        #expect(s.session.screen.buttons == ["OK"])
        s.expectSuccess(":tap OK")
        #expect(s.session.screen.buttons == ["Delete all", "About"])
    }

    // Apple documentation, "confirmationDialog(_:isPresented:titleVisibility:actions:)":
    // on iOS the dialog has a Cancel button even when none is written; any
    // button dismisses it.
    @Test func aConfirmationDialogHasCancelAndDismissesOnEachButton() {
        let s = Scenario("""
            import SwiftUI
            struct Photo: View {
                @State private var asking = false
                @State private var shared = 0
                var body: some View {
                    Button("Share \\(shared)") { asking = true }
                        .confirmationDialog("Share photo", isPresented: $asking, titleVisibility: .visible) {
                            Button("Messages") { shared += 1 }
                            Button("Mail") { shared += 1 }
                        }
                }
            }
            """).expectSuccess(":launch Photo --single-pass\n:tap Share 0")
        #expect(s.session.screen.buttons == ["Messages", "Mail", "Cancel"])
        s.expectSuccess(":tap Mail")
        #expect(s.session.screen.buttons == ["Share 1"])
        s.expectSuccess(":tap Share 1\n:tap Cancel")
        #expect(s.session.screen.buttons == ["Share 1"])
        s.expectSuccess(":tap Share 1\n:back")
        #expect(s.session.screen.buttons == ["Share 1"], ":back dismisses it as a tap outside does")
    }

    // Apple documentation, "Alert" and "ActionSheet" (deprecated, iOS 13–14
    // tutorials): `.alert(isPresented:content:)`, `.alert(item:content:)` and
    // `.actionSheet(isPresented:content:)` present while the binding is set;
    // each button runs its action and dismisses, resetting the binding.
    @Test func theOlderAlertAndActionSheetAPIsBehaveTheSame() {
        let s = Scenario("""
            import SwiftUI
            struct Item: Identifiable { let id: Int }
            struct Legacy: View {
                @State private var deleting = false
                @State private var selected: Item?
                @State private var count = 0
                var body: some View {
                    VStack {
                        Button("Delete") { deleting = true }
                        Button("Pick") { selected = Item(id: 7) }
                        Text("count \\(count)")
                    }
                    .actionSheet(isPresented: $deleting) {
                        ActionSheet(title: Text("Delete?"), buttons: [.destructive(Text("Delete")) { count += 1 }, .cancel()])
                    }
                    .alert(item: $selected) { item in
                        Alert(title: Text("Item \\(item.id)"), primaryButton: .default(Text("Add")) { count += item.id },
                              secondaryButton: .cancel())
                    }
                }
            }
            """).expectSuccess(":launch Legacy --single-pass\n:tap Delete")
        #expect(s.session.screen.buttons == ["Delete", "Cancel"])
        s.expectSuccess(":tap Delete\n:tap Pick")
        #expect(s.session.screen.buttons == ["Add", "Cancel"])
        s.expectSuccess(":tap Add")
        #expect(s.session.screen.buttons == ["Delete", "Pick"])
        #expect(ControlTexts.all(s.session.viewTree()).contains("count 8"))
    }
}
