import LiveRuntime
import StateLabTestSupport
import Testing

/// What a bare `:launch` mounts (DESIGN §5): the `@main` App's content, else
/// `ContentView`, else the one view no other code of the program builds —
/// read from the compiled program, not from its text.
@Suite("A bare :launch")
struct LaunchDefaultTests {
    static let twoScreens = """
        import SwiftUI
        struct Detail: View { var body: some View { Text("detail") } }
        struct Home: View { var body: some View { NavigationStack { NavigationLink("Open") { Detail() } } } }
        """

    func launched(_ scenario: Scenario) -> String? {
        scenario.events.compactMap { event -> String? in
            if case .event(let label) = event.kind, label.hasPrefix("launch ") { return String(label.dropFirst(7)) }
            return nil
        }.last
    }

    @Test func mountsTheOneViewNothingElseBuilds() {
        let s = Scenario(Self.twoScreens).expectSuccess(":launch")
        #expect(launched(s) == "Home")
    }

    @Test func aCommentOrAStringNamingAViewDoesNotCount() {
        let s = Scenario(Self.twoScreens + """

            // Home() used to be built by a splash screen.
            let note = "Home() is the first screen"
            """).expectSuccess(":launch")
        #expect(launched(s) == "Home")
    }

    @Test func codeThatWasRejectedDoesNotCount() {
        let s = Scenario(Self.twoScreens)
        let rejected = s.session.evaluate("let h = Home()\nlet x: Int = \"not an Int\" + undefinedName", file: "<repl>")
        #expect(rejected != .success)
        s.expectSuccess(":launch")
        #expect(launched(s) == "Home")
    }

    @Test func codeThatRanDoesCount() {
        let s = Scenario(Self.twoScreens + "\nstruct Splash: View { var body: some View { Home() } }\n")
        s.expectSuccess(":launch")
        #expect(launched(s) == "Splash")
    }

    @Test func withoutAnObviousRootItAsks() {
        let s = Scenario("""
            import SwiftUI
            struct A: View { var body: some View { Text("a") } }
            struct B: View { var body: some View { Text("b") } }
            """).run(":launch")
        #expect(s.refusals == [.whichView(candidates: ["A", "B"])])
        let empty = Scenario("let x = 1").run(":launch")
        #expect(empty.refusals == [.noViewDeclared])
    }
}
