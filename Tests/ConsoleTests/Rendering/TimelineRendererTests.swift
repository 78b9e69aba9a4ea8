@testable import Console
import LiveRuntime
import StateLabTestSupport
import Testing

@Suite(":timeline draws object lifetimes")
struct TimelineRendererTests {
    func timeline(_ source: String, _ script: String, only type: String? = nil, width: Int = 100) -> String {
        drawn(source, script, only: type, width: width).text
    }

    func drawn(_ source: String, _ script: String, only type: String? = nil, width: Int = 100) -> (text: String, session: Session) {
        let run = runScenario(source, script: script)
        #expect(run.errors.isEmpty, "\(run.errors)")
        let session = run.context.session
        return (TimelineRenderer(width: width).render(session.timeline(), only: type), session)
    }

    /// Launch evaluates the root twice; each parent render builds a child
    /// value whose `@State` default is a new Score, dropped one render late.
    @Test func keptThrownAwayAndHeldInstancesOfAStateDefault() {
        let drawn = timeline(Scenarios.scoreboard, ":launch\n:tap Score\n:tap Score\n:tap Next round\n:tap Next round\n")
        #expect(drawn == """
                     [3] launch Scoreboard
                     │     [18] tap "Score" ×2
                     │     │ [22] tap "Next round"
                     │     │ │     [30] tap "Next round"
                     │     │ │     │
            Score#1  · ●━━━━━━━━━━━━━━━━━▶  8→     kept by PlayerCard.score
            Score#2  ·   ●━━━━━━━✕          16→29  thrown away (built for a PlayerCard value, never kept)
            Score#3  ·     · · ●━━━━━━━✕    25→37  thrown away (built for a PlayerCard value, never kept)
            Score#4  ·     · ·     · ●━━━▶  33→    held by the current PlayerCard value

            """)
    }

    @Test func globalsLeaksAndReleasesBeforeAnyLaunch() {
        #expect(timeline(Scenarios.nodes, "") == """
                    [1] start
                    │
            Node#1  · ●━━━━━━━▶  2→   held by the global shared
            Node#2  ·   ●━━━━━▶  3→   leaked — nothing reachable holds it
            Node#3  ·     ●━✕    4→5  released (never in a view's storage)

            """)
    }

    @Test func storageReleasedWithItsScreen() {
        let drawn = timeline(Scenarios.mailbox, ":launch\n:tap Compose\n:back\n")
        #expect(drawn.hasSuffix("released with Composer.draft\n"), "\(drawn)")
    }

    /// N1: a link's destination value is built with its parent's body and
    /// kept by the link, popped or not; what it holds is not leaked.
    @Test func aLinksDestinationValueHoldsWhatItWasBuiltWith() {
        let drawn = timeline(Scenarios.clockLink, ":launch --single-pass\n:tap Show clock\n:back\n")
        #expect(drawn.hasSuffix("held by the current Face value\n"), "\(drawn)")
        #expect(!drawn.contains("leaked"), "\(drawn)")
    }

    @Test func launchingAgainReleasesWhatTheOldViewsStored() {
        let drawn = timeline(Scenarios.scoreboard, ":launch --single-pass\n:launch --single-pass\n")
        #expect(drawn == """
                     [3] launch Scoreboard
                     │   [14] launch Scoreboard
                     │   │
            Score#1  · ●━━━✕      8→23  released with PlayerCard.score
            Score#2  ·   ·   ●━▶  25→   kept by PlayerCard.score

            """)
    }

    @Test func oneTypeOrNothing() {
        let script = ":launch\n:tap Next round\n"
        let scores = timeline(Scenarios.scoreboard, script, only: "Score")
        #expect(scores.contains("Score#3"))
        #expect(timeline(Scenarios.scoreboard, script, only: "Sco") == "no Sco instance has been created\n")
        #expect(timeline(Scenarios.inbox, ":launch\n") == "no object has been created yet\n")
    }

    @Test func aLongSessionStillFitsTheWidth() {
        let script = ":launch\n" + String(repeating: ":tap Next round\n:tap Score\n", count: 40)
        let (drawn, session) = self.drawn(Scenarios.scoreboard, script, width: 100)
        let lines = drawn.split(separator: "\n")
        let launch = session.timeline().markers.first
        let kept = session.fate(of: "Score#1")
        #expect((lines.map(\.count).max() ?? 0) <= 100, "\(drawn)")
        // At most eight rows of labels (and one of leaders): user events
        // after the launch are shown in spans.
        let headings = lines.prefix { !$0.hasPrefix("Score#") }
        #expect(headings.count <= 9, "\(drawn)")
        #expect(launch?.label == "launch Scoreboard")
        #expect(headings.first == "          [\(launch?.event ?? 0)] launch Scoreboard")
        #expect(headings.contains { $0.hasSuffix("user events") }, "\(drawn)")
        #expect(kept?.isAlive == true)
        #expect(lines.contains { $0.hasPrefix("Score#1   ●━") && $0.contains("▶  \(kept?.initEvent ?? 0)→") }, "\(drawn)")
    }

    // MARK: - Layout

    func group(_ first: Int, _ moments: [Int]) -> TimelineLayout.Group {
        TimelineLayout.Group(label: "e\(first)", firstEvent: first, repeats: 1, moments: moments)
    }

    @Test func columnsAreTwoApartWhenThereIsRoom() {
        let layout = TimelineLayout(groups: [group(1, [2, 5]), group(8, []), group(10, [12])], available: 40)
        #expect(layout.groupColumns == [0, 6, 8])
        #expect(layout.momentColumns == [2: 2, 5: 4, 12: 10])
        #expect(layout.width == 13)
        #expect(layout.column(of: 9) == 6) // between moments: the last column before it
    }

    @Test func crowdedColumnsCloseUpThenShare() {
        let groups = [group(1, [2, 5]), group(8, []), group(10, [12])]
        let tight = TimelineLayout(groups: groups, available: 8)
        #expect(tight.groupColumns == [0, 3, 4])
        #expect(tight.width == 7)
        let shared = TimelineLayout(groups: groups, available: 4)
        #expect(shared.width <= 5)
        #expect(Set(shared.groupColumns).count == 3) // leaders stay apart
    }
}
