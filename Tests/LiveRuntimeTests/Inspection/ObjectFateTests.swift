import LiveRuntime
import StateLabTestSupport
import Testing

/// What became of each object (`Session.objectFates`, `fate(of:)`): the
/// answer `:timeline` draws and a checker cites, asked as a checker would.
@Suite("Object fates")
struct ObjectFateTests {
    /// The trace event a user event (`tap "Next round"`, the nth one
    /// labelled so) began at.
    func marker(_ label: String, _ occurrence: Int = 1, in s: Scenario) -> Int? {
        s.session.timeline().markers.filter { $0.label == label }.dropFirst(occurrence - 1).first?.event
    }

    @Test("a @State default: the first is kept, each later one thrown away one render late, the last held by the current value")
    func stateDefaults() throws {
        let s = Scenario(Scenarios.scoreboard).expectSuccess(":launch\n:tap Score\n:tap Score\n:tap Next round\n:tap Next round")
        #expect(s.session.objectFates().map(\.object) == ["Score#1", "Score#2", "Score#3", "Score#4"])
        #expect(s.session.fate(of: "Score#1")?.reason == .kept(by: "PlayerCard.score"))
        #expect(s.session.fate(of: "Score#4")?.reason == .heldByView("PlayerCard"))
        for name in ["Score#2", "Score#3"] {
            let fate = try #require(s.session.fate(of: name))
            #expect(fate.reason == .thrownAway(builtFor: "PlayerCard"))
            // Dropped one render late: when the value after it replaced it.
            let died = try #require(fate.deinitEvent)
            let kind = s.events.first { $0.number == died }?.kind
            #expect(kind == .objectDestroyed(type: "Score", serial: fate.serial))
        }
        // Each dies in the next render after the one that built it: the
        // launch's second pass built #2, the first round drops it; the first
        // round built #3, the second drops it.
        let firstRound = try #require(marker("tap \"Next round\"", 1, in: s))
        let secondRound = try #require(marker("tap \"Next round\"", 2, in: s))
        let score2 = try #require(s.session.fate(of: "Score#2"))
        let score3 = try #require(s.session.fate(of: "Score#3"))
        let score2Died = try #require(score2.deinitEvent)
        let score3Died = try #require(score3.deinitEvent)
        #expect(score2.initEvent < firstRound && (firstRound..<secondRound).contains(score2Died))
        #expect((firstRound..<secondRound).contains(score3.initEvent) && score3Died > secondRound)
        #expect(s.session.fate(of: "Score#5") == nil)
    }

    @Test("storage dies with its screen: released with the storage that held it")
    func releasedWithItsStorage() throws {
        let s = Scenario(Scenarios.mailbox).expectSuccess(":launch\n:tap Compose\n:back")
        let fate = try #require(s.session.fate(of: "Draft#1"))
        #expect(fate.reason == .releasedWith("Composer.draft"))
        #expect(try #require(fate.deinitEvent) > (marker("back", in: s) ?? .max))
    }

    @Test("N1: a link's destination value holds what it was built with, popped or not")
    func heldByALinksDestination() {
        let s = Scenario(Scenarios.clockLink).expectSuccess(":launch --single-pass\n:tap Show clock\n:back")
        #expect(s.session.objectFates().map(\.reason) == [.heldByView("Face")])
    }

    @Test("before any launch: held by a global, leaked in a cycle, or simply released")
    func globalsCyclesAndTemporaries() {
        let s = Scenario(Scenarios.nodes)
        #expect(s.session.objectFates().map(\.reason) == [.heldByGlobal("shared"), .leaked, .released])
        #expect(s.session.objectFates().map(\.isAlive) == [true, true, false])
    }

    @Test("launching again releases what the old views stored")
    func relaunch() throws {
        let s = Scenario(Scenarios.scoreboard).expectSuccess(":launch --single-pass\n:launch --single-pass")
        let first = try #require(s.session.fate(of: "Score#1"))
        #expect(first.reason == .releasedWith("PlayerCard.score"))
        #expect(try #require(first.deinitEvent) > (marker("launch Scoreboard", 2, in: s) ?? .max))
        #expect(s.session.fate(of: "Score#2")?.reason == .kept(by: "PlayerCard.score"))
    }

    @Test("a Dispatch block that has run holds nothing: what only it captured is released", arguments: [
        "DispatchQueue.main.async",
        "DispatchQueue.main.asyncAfter(deadline: .now() + 1)",
        "DispatchQueue.global().async",
    ])
    func aDispatchBlockReleasesItsCaptures(queueCall: String) throws {
        let s = Scenario("""
            import SwiftUI
            final class Upload {
                deinit { print("Upload gone") }
                func send() { print("sent") }
            }
            struct Sender: View {
                var body: some View {
                    Button("Send") {
                        let upload = Upload()
                        \(queueCall) { upload.send() }
                    }
                }
            }
            """).expectSuccess(":launch Sender --single-pass\n:tap Send\n:wait 2s")
        #expect(s.printed == ["sent", "Upload gone"], "\(queueCall)")
        #expect(s.session.fate(of: "Upload#1")?.reason == .released, "\(queueCall)")
    }
}
