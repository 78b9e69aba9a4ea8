@testable import Console
import LiveRuntime
import StateLabTestSupport
import Testing

@Suite(":tree draws the live view graph")
struct ViewTreeRendererTests {
    /// Mounts `source`, runs `script`, and draws the tree.
    func tree(_ source: String, _ script: String, width: Int = 100, styler: Styler = .plain) throws -> String {
        let run = runScenario(source, script: script)
        #expect(run.errors.isEmpty, "\(run.errors)")
        let root = try #require(run.context.session.viewTree())
        return ViewTreeRenderer(width: width, styler: styler).render(root)
    }

    @Test func storageOwnershipAndTextAreShownVerbatim() throws {
        let drawn = try tree(Scenarios.scoreboard, ":launch\n:tap Score\n:tap Score\n:tap Next round\n:tap Next round\n")
        #expect(drawn == """
            Scoreboard        @State round = 2
            └─ VStack         .padding()
               ├─ Text "Round 2"
               ├─ Button "Next round"
               └─ PlayerCard  name: "ann-2"  @State score → Score#1 (owned, points 2)
                  └─ VStack
                     ├─ Text "ann-2 has 2"
                     └─ Button "Score"

            """)
    }

    @Test func factsThatDoNotFitWrapUnderTheirView() throws {
        let drawn = try tree(Scenarios.scoreboard, ":launch\n", width: 60)
        #expect(drawn.contains("""
               └─ PlayerCard  name: "ann-0"
                  │           @State score → Score#1 (owned, points 0)
                  └─ VStack

            """), "\(drawn)")
    }

    @Test func aPushedScreenIsMarkedAndWhatItCoversIsOffScreen() throws {
        let drawn = try tree(Scenarios.inbox, ":launch\n:type Search mail lunch\n:tap Lunch plans\n:tap Read again\n")
        #expect(drawn == """
            Inbox                             @State filter = "lunch"  @State unreadOnly = false
            └─ NavigationStack
               ├─ List (off screen)           .navigationTitle("Inbox")
               │  ├─ TextField "Search mail"  text: Binding("lunch")
               │  ├─ Toggle "Unread only"     isOn: Binding(false)
               │  ├─ NavigationLink "Lunch plans"
               │  └─ NavigationLink "Invoice"
               └─ MessageView (pushed)        subject: "Lunch plans"  @State reads = 1
                  └─ VStack                   .onAppear  .onDisappear
                     ├─ Text "Lunch plans read 1 times"
                     └─ Button "Read again"

            """)
    }

    @Test func stylingKeepsItsArgumentLabelsAndEnvironmentKeysShowTheirValue() throws {
        let drawn = try tree("""
            import SwiftUI
            struct Card: View {
                @Environment(\\.dismiss) private var dismiss
                var body: some View {
                    Text("card").frame(width: 120, height: 40).padding(.horizontal, 8)
                }
            }
            """, ":launch Card --single-pass\n")
        #expect(drawn == """
            Card            @Environment dismiss = DismissAction
            └─ Text "card"  .frame(width: 120, height: 40)  .padding(.horizontal, 8)

            """)
    }

    @Test func runningTasksAndLifecycleModifiersAreListed() throws {
        let running = try tree(Scenarios.ticker, ":launch\n")
        #expect(running.contains("└─ Text \"ticks 0\"  .task (running)\n"), "\(running)")
        let finished = try tree(Scenarios.ticker, ":launch\n:settle\n")
        #expect(finished.contains("@StateObject ticker → Ticker#1 (owned, ticks 2)"), "\(finished)")
        #expect(finished.contains("└─ Text \"ticks 2\"  .task\n"), "\(finished)")
    }

    /// `.onReceive` is drawn as written, subscribed while its view is on
    /// screen; before, it read `.task (running)`, a modifier the program
    /// never wrote.
    @Test func onReceiveIsDrawnAsWritten() throws {
        let drawn = try tree("""
            import SwiftUI
            struct Clock: View {
                @State private var ticks = 0
                let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
                var body: some View {
                    Text("\\(ticks)").onReceive(timer) { _ in ticks += 1 }.task { }
                }
            }
            """, ":launch Clock --single-pass\n:wait 2s\n")
        #expect(drawn.contains("Text \"2\"  .onReceive (subscribed)  .task\n"), "\(drawn)")
    }

    @Test func aLongListIsSummedUpInTheMiddle() throws {
        let source = """
            import SwiftUI
            struct Numbers: View {
                var body: some View {
                    VStack {
                        ForEach(0..<30) { n in Text("row \\(n)") }
                        Divider()
                    }
                }
            }
            """
        let drawn = try tree(source, ":launch\n")
        #expect(drawn.contains("""
               ├─ Text "row 9"
               ├─ … 20 more (Text)
               └─ Divider

            """), "\(drawn)")
    }

    @Test func colourDimsWhatIsOffScreenAndOnlyWhenAllowed() throws {
        let script = ":launch\n:tap Invoice\n"
        let plain = try tree(Scenarios.inbox, script)
        #expect(!plain.contains("\u{1B}["))
        let colored = try tree(Scenarios.inbox, script, styler: Styler(isEnabled: true))
        #expect(colored.contains("\u{1B}[2mList (off screen)\u{1B}[0m"), "\(colored)")
        #expect(colored.contains("\u{1B}[1mMessageView (pushed)\u{1B}[0m"), "\(colored)")
    }

    @Test("how a property reads", arguments: [
        (TreeProperty(name: "count", wrapper: "@State", value: "3", role: .owned), "@State count = 3"),
        (TreeProperty(name: "model", wrapper: "@ObservedObject", value: "Model#2", role: .observed, detail: "name \"x\""),
         "@ObservedObject model → Model#2 (observed, name \"x\")"),
        (TreeProperty(name: "label", wrapper: "", value: "\"child-2\"", role: .plain), "label: \"child-2\""),
        (TreeProperty(name: "store", wrapper: "", value: "Store#1", role: .observed), "store → Store#1 (observed)"),
        (TreeProperty(name: "flag", wrapper: "@Binding", value: "true", role: .binding), "@Binding flag = true"),
    ])
    func property(_ property: TreeProperty, _ text: String) {
        #expect(ViewTreeRenderer.describe(property) == text)
    }
}
