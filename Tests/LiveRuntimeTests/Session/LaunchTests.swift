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
}
