import LiveRuntime
import StateLabTestSupport
import Testing

/// DESIGN V7 and V3a for `@Binding`: a binding is a read of the state it
/// reaches, so a view showing a bound value re-renders when that value
/// changes — whoever writes it, however many views it was passed through.
@Suite("Bindings (V7, V3a)")
struct BindingRuleTests {
    static let renamer = """
        import SwiftUI
        struct Badge: View {
            @Binding var title: String
            var body: some View { Text("badge \\(title)") }
        }
        struct Row: View {
            @Binding var name: String
            var body: some View {
                VStack {
                    Text("row \\(name)")
                    Button("Rename") { name += "!" }
                    Badge(title: $name)
                }
            }
        }
        struct Owner: View {
            @State private var name = "a"
            var body: some View {
                VStack {
                    Row(name: $name)
                    Button("Reset") { name = "z" }
                }
            }
        }
        """

    @Test("V7: a write through the binding re-renders the view that reads it, once")
    func theChildWritesItsBinding() {
        let s = Scenario(Self.renamer).expectSuccess(":launch Owner --single-pass\n:tap Rename")
        let texts = LibraryScenarioTests.texts(s.session.viewTree())
        #expect(texts.contains("row a!"))
        #expect(texts.contains("badge a!"), "a binding passed on is read where it arrives")
        #expect(s.bodyCount("Row", in: s.events(after: "tap")) == 1)
        #expect(s.bodyCount("Badge", in: s.events(after: "tap")) == 1)
    }

    @Test("V7: the owner's write re-renders every view bound to the state")
    func theOwnerWritesItsState() {
        let s = Scenario(Self.renamer).expectSuccess(":launch Owner --single-pass\n:tap Rename\n:tap Reset")
        let texts = LibraryScenarioTests.texts(s.session.viewTree())
        #expect(texts.contains("row z"))
        #expect(texts.contains("badge z"))
    }

    @Test("V7: a binding to an observed object's property carries the value it was made with")
    func aBindingIntoAnObservedObject() {
        // The parent re-renders on objectWillChange; the child it builds
        // holds a binding whose value changed, so the child differs.
        let s = Scenario("""
            import SwiftUI
            final class Draft: ObservableObject { @Published var subject = "hi" }
            struct Subject: View {
                @Binding var text: String
                var body: some View { Text("subject \\(text)") }
            }
            struct Composer: View {
                @StateObject private var draft = Draft()
                var body: some View {
                    VStack {
                        Subject(text: $draft.subject)
                        Button("Shout") { draft.subject = "HI" }
                    }
                }
            }
            """).expectSuccess(":launch Composer --single-pass\n:tap Shout")
        #expect(LibraryScenarioTests.texts(s.session.viewTree()).contains("subject HI"))
    }
}
