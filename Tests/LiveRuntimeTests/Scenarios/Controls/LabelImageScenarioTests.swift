import LiveRuntime
import StateLabTestSupport
import Testing

/// `Label` and `Image(systemName:)`.
@Suite("Label and Image")
struct LabelImageScenarioTests {
    // Apple documentation, "Label": a title and an icon; the title is
    // what the label says (and what VoiceOver reads for a button whose
    // label it is). "Image" — init(systemName:): an SF Symbol by name.
    @Test func aLabelsTitleNamesItsButtonAndFollowsState() {
        let s = Scenario("""
            import SwiftUI
            struct Inbox: View {
                @State private var unread = 2
                var body: some View {
                    VStack {
                        Button { unread = 0 } label: { Label("Mark all read", systemImage: "envelope.open") }
                        Label { Text("Inbox \\(unread)") } icon: { Image(systemName: "tray") }
                    }
                }
            }
            """).expectSuccess(":launch Inbox --single-pass\n:tap Mark all read")
        let texts = ControlTexts.all(s.session.viewTree())
        #expect(texts.contains("Inbox 0"))
        #expect(texts.contains("tray"), "the icon is an Image named after its symbol")
    }
}
