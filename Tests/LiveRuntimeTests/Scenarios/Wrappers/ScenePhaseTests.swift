import LiveRuntime
import StateLabTestSupport
import Testing

/// `@Environment(\.scenePhase)` and `:phase`: the app starts active;
/// leaving it passes through `.inactive` to `.background`, coming back
/// through `.inactive` to `.active`. Views that read the phase re-render
/// and their `onChange(of:)` runs once per phase reached; nothing
/// disappears and no task is cancelled (Apple's ScenePhase documentation;
/// the usual "save when going to the background" pattern).
@Suite("Scene phase")
struct ScenePhaseTests {
    static let editor = """
        import SwiftUI
        @Observable
        final class Drafts {
            var saved = 0
            func save() { saved += 1; print("saved \\(saved)") }
        }
        struct Editor: View {
            @Environment(\\.scenePhase) private var scenePhase
            @State private var drafts = Drafts()
            var body: some View {
                VStack {
                    Text("phase: \\(String(describing: scenePhase))")
                    Text("saves: \\(drafts.saved)")
                }
                .task { print("task started") }
                .onDisappear { print("gone") }
                .onChange(of: scenePhase) { oldPhase, newPhase in
                    print("\\(oldPhase) -> \\(newPhase)")
                    if newPhase == .background { drafts.save() }
                }
            }
        }
        struct Plain: View {
            var body: some View { Text("plain") }
        }
        """

    @Test("launched active; to the background through inactive, and back")
    func throughInactive() {
        let s = Scenario(Self.editor).expectSuccess(":launch Editor --single-pass")
        #expect(s.session.scenePhase == .active)
        #expect(s.texts.contains("phase: active"))
        s.expectSuccess(":phase background")
        #expect(s.printed == ["task started", "active -> inactive", "inactive -> background", "saved 1"])
        #expect(s.texts.contains("phase: background") && s.texts.contains("saves: 1"))
        s.expectSuccess(":phase active")
        #expect(s.printed.suffix(2) == ["background -> inactive", "inactive -> active"])
        #expect(!s.printed.contains("gone"), "going to the background removes no view")
        s.expectSuccess(":phase inactive\n:phase inactive")
        #expect(s.printed.suffix(2) == ["inactive -> active", "active -> inactive"], "the same phase again changes nothing")
    }

    @Test("only the views that read the phase re-render")
    func onlyReadersRerender() {
        let s = Scenario("""
            import SwiftUI
            struct Badge: View {
                @Environment(\\.scenePhase) private var phase
                var body: some View { Text(phase == .active ? "live" : "paused") }
            }
            struct Home: View {
                var body: some View {
                    VStack { Text("home"); Badge() }
                }
            }
            """).expectSuccess(":launch Home --single-pass")
        let homeBodies = s.bodyCount("Home"), badgeBodies = s.bodyCount("Badge")
        s.expectSuccess(":phase inactive")
        #expect(s.texts.contains("paused"))
        #expect(s.bodyCount("Home") == homeBodies)
        #expect(s.bodyCount("Badge") == badgeBodies + 1)
    }

    /// `.active` and `.inactive` are cases of both `ScenePhase` and
    /// `EditMode`; where StateLab has no static type for the other side
    /// (a closure's parameter), the view's `@Environment` key says which.
    @Test("'.active' in a view that reads the scene phase is the phase's case")
    func implicitMembersFollowTheKeyRead() {
        let s = Scenario("""
            import SwiftUI
            struct Status: View {
                @Environment(\\.scenePhase) private var phase
                var body: some View {
                    Text(phase == .active ? "awake" : "dozing")
                        .onChange(of: phase) { _, newPhase in
                            if newPhase == .inactive { print("inactive now") }
                        }
                }
            }
            """).expectSuccess(":launch Status --single-pass")
        #expect(s.texts == ["awake"])
        s.expectSuccess(":phase inactive")
        #expect(s.texts == ["dozing"])
        #expect(s.printed == ["inactive now"])
    }

    /// StateLab reads an App's body once, at launch: a phase read there
    /// would never change, so its `onChange` would silently never run.
    @Test("the scene phase read in an App's body is refused where it is read, with where to read it instead")
    func refusedInTheAppBody() {
        let source = MarkedSource("""
            import SwiftUI
            struct Home: View {
                var body: some View { Text("home") }
            }
            @main
            struct Notes: App {
                @Environment(\\.scenePhase) private var scenePhase
                var body: some Scene {
                    WindowGroup { Home() }
                        .onChange(of: 1️⃣scenePhase) { print("phase") }
                }
            }
            """)
        let s = Scenario(source.text).run(":launch")
        let diagnostic = s.failures.flatMap(\.diagnostics).first
        #expect(diagnostic?.message.contains("@Environment(\\.scenePhase) in an App's body") == true, "\(String(describing: diagnostic))")
        #expect(diagnostic?.position.line == source.markers["1️⃣"]?.line && diagnostic?.position.column == source.markers["1️⃣"]?.column)
    }

    @Test("before :launch there is no app to move")
    func needsALaunchedApp() {
        let s = Scenario(Self.editor).run(":phase background")
        #expect(s.refusals == [.notLaunched])
    }
}
