import Console
import StateLabTestSupport
import Testing

/// The live runtime's commands, typed as a script would type them.
@Suite("Live runtime commands")
struct LiveCommandsTests {
    @Test func printsShowWhatTheTapsCaused() {
        let run = runScenario(Scenarios.scoreboard, script: ":launch\n:tap Score\n:tap Next round\n:tap \"Next round\"\n")
        #expect(run.succeeded, "\(run.errors)")
        // Two PlayerCard values at launch, one per round; each Score the
        // previous value held goes one render late.
        #expect(run.output == """
            Score.init
            Score.init
            Score.init
            Score.deinit points=0
            Score.init
            Score.deinit points=0

            """)
    }

    @Test func mistakesAreReportedWithTheirLine() {
        let run = runScenario(Scenarios.scoreboard, script: """
            :tap Score
            :launch Nowhere
            :launch
            :tap Scroe
            :wait 300
            :back
            :launch A B
            :launch --twice
            :trace maybe
            :type
            :tree now
            """)
        #expect(!run.succeeded)
        #expect(run.errors == """
            <script>:1: error: nothing is launched yet: :launch a view first
            <script>:2: error: no view named Nowhere (views: PlayerCard, Scoreboard)
            <script>:4: error: no button labelled "Scroe" on screen (on screen: "Next round", "Score")
            <script>:5: error: 300 is not a duration: add a unit, e.g. 300ms or 300s
            <script>:6: error: nothing to go back from: no pushed screen or sheet
            <script>:7: error: :launch does not take B (usage: :launch [VIEW] [--single-pass])
            <script>:8: error: :launch has no option --twice (see :help launch)
            <script>:9: error: :trace takes on or off, not maybe
            <script>:10: error: :type needs LABEL TEXT (usage: :type LABEL TEXT)
            <script>:11: error: :tree takes no argument, but was given now

            """)
    }

    @Test func anAmbiguousLabelListsTheCandidates() {
        let source = """
            import SwiftUI
            struct Dialog: View {
                var body: some View {
                    VStack {
                        Button("OK") { print("first") }
                        Button("OK") { print("second") }
                    }
                }
            }
            """
        let run = runScenario(source, script: ":launch\n:tap OK\n")
        #expect(run.errors.hasPrefix("<script>:2: error: \"OK\" is ambiguous: Button at "), "\(run.errors)")
        #expect(run.output.isEmpty)
    }

    @Test func aCrashInAnActionIsReportedAndTheSessionGoesOn() {
        let source = """
            import SwiftUI
            struct Shelf: View {
                @State private var books: [String] = []
                var body: some View {
                    VStack {
                        Button("Take first") { print(books[0]) }
                        Button("Add") { books.append("Dune") }
                    }
                }
            }
            """
        let run = runScenario(source, script: ":launch\n:tap Take first\n:tap Add\n:tap Take first\n")
        #expect(run.errors == """
            <script>:2: error: :tap Take first failed:
            Scenario.swift:6:42: error: Fatal error: Index out of range
             6 |             Button("Take first") { print(books[0]) }
               |                                          ^

            """)
        #expect(run.output == "Dune\n")
    }

    @Test func fieldsAndTogglesChangeTheirState() {
        let run = runScenario(Scenarios.inbox, script: """
            :launch
            :type Search mail "lunch with Ada"
            :toggle Unread only
            :tree
            :type "Search mail" ""
            :toggle "Unread only"
            :tree
            """)
        #expect(run.succeeded, "\(run.errors)")
        #expect(run.output.contains("@State filter = \"lunch with Ada\"  @State unreadOnly = true"), "\(run.output)")
        #expect(run.output.contains("@State filter = \"\"  @State unreadOnly = false"), "\(run.output)")
    }

    @Test func pushingAndGoingBackRunTheLifecycle() {
        let run = runScenario(Scenarios.inbox, script: ":launch\n:tap Invoice\n:back\n:tap Lunch plans\n")
        #expect(run.succeeded, "\(run.errors)")
        #expect(run.output == "appear Invoice\ndisappear Invoice\nappear Lunch plans\n")
    }

    @Test func timePassesOnlyWhenTold() {
        let run = runScenario(Scenarios.ticker, script: ":launch\n:tree\n:wait 499ms\n:tree\n:wait 1ms\n:tree\n:settle\n:tree\n")
        #expect(run.succeeded, "\(run.errors)")
        let ticks = run.output.split(separator: "\n").filter { $0.contains("Text") }.map { $0.contains("ticks 0") ? 0 : $0.contains("ticks 1") ? 1 : 2 }
        #expect(ticks == [0, 0, 1, 2], "\(run.output)")
    }

    @Test func theTraceShowsRuntimeEventsButNotPrintsTwice() {
        let run = runScenario(Scenarios.scoreboard, script: ":launch --single-pass\n:trace on\n:tap Next round\n:trace off\n:tap Score\n")
        #expect(run.succeeded, "\(run.errors)")
        #expect(run.output == """
            Score.init
              [14] ── tap "Next round" ──
              [15] body Scoreboard
            Score.init
              [17] init Score#2
              [18] new PlayerCard value
              [19] body PlayerCard

            """, "\(run.output)")
    }

    @Test func traceWithoutAnArgumentSaysWhetherItIsOn() {
        let run = runScenario("", script: ":trace\n:trace on\n:trace\n")
        #expect(run.output == "trace is off\ntrace is on\n")
    }

    @Test func resetForgetsTheLaunchedApp() {
        let run = runScenario(Scenarios.scoreboard, script: ":launch\n:reset\n:tree\n:timeline\n")
        #expect(run.errors == "<script>:3: error: nothing is launched yet: :launch a view first\n")
        #expect(run.output.hasSuffix("no object has been created yet\n"), "\(run.output)")
    }
}
