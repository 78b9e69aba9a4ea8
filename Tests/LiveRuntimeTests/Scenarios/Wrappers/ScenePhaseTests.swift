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

    static let app = """
        import SwiftUI
        final class Journal {
            init() { print("Journal.init") }
        }
        struct Home: View {
            @State private var journal = Journal()
            var body: some View {
                Text("home")
                    .onAppear { print("home appears") }
                    .onDisappear { print("home disappears") }
            }
        }
        @main
        struct Notes: App {
            @Environment(\\.scenePhase) private var scenePhase
            var body: some Scene {
                WindowGroup { Home() }
                    .onChange(of: scenePhase) { oldPhase, newPhase in
                        print("app: \\(oldPhase) -> \\(newPhase)")
                    }
            }
        }
        """

    /// An App's body is evaluated as a view's is: one that reads the phase
    /// runs again when it moves, and its `onChange` sees each phase. The
    /// window's view is made again with it (its `@State` default runs, V2)
    /// and keeps its identity: nothing disappears.
    @Test("an App's body that reads the phase runs again when it moves: its onChange(of: scenePhase) sees each phase")
    func readInTheAppBody() {
        let s = Scenario(Self.app).expectSuccess(":launch --single-pass")
        #expect(s.printed == ["Journal.init", "home appears"])
        let mark = s.printed.count
        s.expectSuccess(":phase background")
        #expect(s.printed(since: mark) == ["Journal.init", "app: active -> inactive", "Journal.init", "app: inactive -> background"])
        let back = s.printed.count
        s.expectSuccess(":phase active")
        #expect(s.printed(since: back) == ["Journal.init", "app: background -> inactive", "Journal.init", "app: inactive -> active"])
    }

    @Test("an App's @State is its own storage: written by its onChange, the App's body runs again and hands the window's view the new value")
    func appStateWrittenOnPhase() {
        let s = Scenario("""
            import SwiftUI
            struct Home: View {
                let returns: Int
                var body: some View { Text("returns: \\(returns)") }
            }
            @main
            struct CountApp: App {
                @Environment(\\.scenePhase) private var scenePhase
                @State private var returns = 0
                var body: some Scene {
                    WindowGroup { Home(returns: returns) }
                        .onChange(of: scenePhase) { _, newPhase in
                            if newPhase == .active { returns += 1 }
                        }
                }
            }
            """).expectSuccess(":launch --single-pass")
        #expect(s.texts == ["returns: 0"])
        s.expectSuccess(":phase background\n:phase active")
        #expect(s.texts == ["returns: 1"])
    }

    @Test("an App that does not read the phase is not evaluated again when it moves")
    func appBodyWithoutThePhase() {
        let s = Scenario("""
            import SwiftUI
            struct Home: View {
                init() { print("Home.init") }
                var body: some View { Text("home") }
            }
            @main
            struct Notes: App {
                var body: some Scene {
                    WindowGroup { Home() }
                }
            }
            """).expectSuccess(":launch --single-pass")
        let mark = s.printed.count
        s.expectSuccess(":phase background\n:phase active")
        #expect(s.printed(since: mark).isEmpty)
    }

    @Test("before :launch there is no app to move")
    func needsALaunchedApp() {
        let s = Scenario(Self.editor).run(":phase background")
        #expect(s.refusals == [.notLaunched])
    }
}
