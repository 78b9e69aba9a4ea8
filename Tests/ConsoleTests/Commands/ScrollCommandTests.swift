@testable import Console
import LiveRuntime
import StateLabTestSupport
import Testing

/// `:scroll`, a control in a row out of view, and `:tree` of a long list,
/// as the console words them.
@Suite(":scroll at the console")
struct ScrollCommandTests {
    static let contacts = """
        import SwiftUI
        struct Contacts: View {
            var body: some View {
                NavigationStack {
                    List(0..<100, id: \\.self) { n in
                        Button("Contact \\(n)") { print("call \\(n)") }
                    }
                    .navigationTitle("Contacts")
                }
            }
        }
        """

    @Test("a control in a row out of view: the error says which rows are in view and how to reach the others")
    func offScreenControl() {
        let run = runScenario(Self.contacts, script: ":launch Contacts --single-pass\n:tap Contact 40\n")
        #expect(run.errors == """
            <script>:2: error: no button labelled "Contact 40" on screen: the List shows rows 1–16 of 100; it may be \
            in a row out of view — :scroll to "Contact 40" (or :scroll down, :scroll up) to reach it

            """)
        let reached = runScenario(Self.contacts, script: ":launch Contacts --single-pass\n:scroll to Contact 40\n:tap Contact 40\n")
        #expect(reached.succeeded, "\(reached.errors)")
        #expect(reached.output == "call 40\n")
    }

    @Test("the ends and the directions are refused in words")
    func refusals() {
        let run = runScenario(Self.contacts, script: """
            :scroll up
            :launch Contacts --single-pass
            :scroll up
            :scroll left
            :scroll sideways
            :scroll bottom
            :scroll down
            :scroll to Nobody
            """)
        #expect(run.errors == """
            <script>:1: error: nothing is launched yet: :launch a view first
            <script>:3: error: the List is at its top already: nothing above
            <script>:4: error: nothing on screen scrolls left: no lazy stack or lazy grid on screen scrolls sideways
            <script>:5: error: :scroll takes down, up, top, bottom, left, right or to LABEL, not sideways
            <script>:7: error: the List is at its end already: nothing below
            <script>:8: error: no row of the List shows "Nobody" (scrolled through its 100 rows, to the end and back)

            """)
    }

    @Test(":tree draws the rows in view and counts the others")
    func tree() throws {
        let run = runScenario(Self.contacts, script: ":launch Contacts --single-pass\n:scroll down\n")
        let root = try #require(run.context.session.viewTree())
        let drawn = ViewTreeRenderer(width: 100).render(root)
        #expect(drawn.contains("List  rows 16–31 of 100 in view, 15 above and 69 below off screen (15 of them built, keeping their state)"))
        #expect(drawn.contains("Button \"Contact 16\""))
        #expect(!drawn.contains("Contact 14\""))
    }

    @Test("Tab completes the directions, and after `to`, what the rows scrolled out of view read")
    func completion() {
        let run = runScenario(Self.contacts, script: ":launch Contacts --single-pass\n:scroll down\n")
        #expect(Completer.action(beforeCursor: ":scroll ", isContinuation: false, context: run.context)
                == .show(["down", "up", "top", "bottom", "left", "right", "to"]))
        #expect(Completer.action(beforeCursor: ":scroll b", isContinuation: false, context: run.context)
                == .replace(suffix: "b", with: "bottom "))
        // The rows scrolled out of view, Contact 0…14, begin alike.
        #expect(Completer.action(beforeCursor: ":scroll to ", isContinuation: false, context: run.context)
                == .replace(suffix: "", with: "\"Contact "))
        #expect(Completer.action(beforeCursor: ":scroll to Contact 1", isContinuation: false, context: run.context)
                == .show(["1", "10", "11", "12", "13", "14"]))
    }
}
