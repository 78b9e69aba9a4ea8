import LiveRuntime
import StateLabTestSupport
import Testing

/// `:launch` as a learner meets it: what is wrong with a program is said
/// when it is loaded, a launch that fails leaves nothing half-mounted, and
/// a view that needs arguments is launched with a Swift initializer.
@Suite(":launch")
struct LaunchTests {
    @Test func aModifierTheLibraryLacksIsAnErrorWhenTheProgramIsLoaded() {
        assertDiagnostic("""
            import SwiftUI
            struct Card: View {
                var body: some View {
                    Text("card").1️⃣shimmer()
                }
            }
            """, message: "value of type 'Text' has no member 'shimmer'", live: true)
        assertDiagnostic("""
            import SwiftUI
            struct Card: View {
                @ViewBuilder var face: some View { Text("face") }
                var body: some View {
                    face.2️⃣wobble(3)
                }
            }
            """, "2️⃣", message: "has no member 'wobble'", live: true)
    }

    @Test func aLaunchWhoseBodyFailsLeavesNothingMounted() {
        let s = Scenario("""
            import SwiftUI
            struct Podium: View {
                let names: [String] = []
                var body: some View { Text("winner \\(names[0])") }
            }
            """)
        s.run(":launch Podium")
        #expect(s.failures.count == 1)
        #expect(s.session.viewTree() == nil, "no root without a body")
        #expect(!s.session.isLaunched)
    }

    static let profile = """
        import SwiftUI
        struct Profile: View {
            let userId: String
            var tab = 0
            var body: some View { Text("user \\(userId), tab \\(tab)") }
        }
        """

    @Test func aViewWithParametersIsLaunchedWithASwiftInitializer() {
        let s = Scenario(Self.profile).expectSuccess(":launch Profile(userId: \"42\", tab: 2) --single-pass")
        #expect(LibraryScenarioTests.texts(s.session.viewTree()) == ["user 42, tab 2"])
        #expect(s.events.contains { $0.kind == .event("launch Profile") })
    }

    @Test func aNameAloneSaysWhichArgumentsTheViewNeeds() {
        let s = Scenario(Self.profile)
        s.run(":launch Profile")
        #expect(s.refusals == [.needsArguments(view: "Profile", calls: ["Profile(userId: …)"])])
        #expect(s.failures.allSatisfy { $0.diagnostics.isEmpty }, "a refusal, not a runtime error at <runtime>:0:0")
    }

    @Test func aMistakeInTheInitializerPointsIntoIt() {
        let s = Scenario(Self.profile)
        s.run(":launch Profile(user: \"42\")")
        let diagnostic = s.failures.first?.diagnostics.first
        #expect(diagnostic?.position.file == "<launch>")
        #expect(diagnostic?.sourceLine == "Profile(user: \"42\")")
        #expect(!s.session.isLaunched)
    }
}
