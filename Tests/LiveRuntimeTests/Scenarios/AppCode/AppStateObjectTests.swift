import LiveRuntime
import StateLabTestSupport
import Testing

/// An app that owns its model in the `App` struct.
@Suite("The app's own state")
struct AppStateObjectTests {
    /// An `App` is installed once, when it launches (V5, V9): its
    /// `@StateObject` is made once and kept, with no "not installed"
    /// warning, and the views it is handed to observe it.
    @Test("an App's @StateObject is installed once, without SwiftUI's warning")
    func appStateObjectIsInstalled() {
        let s = Scenario("""
            import SwiftUI
            final class Settings: ObservableObject {
                @Published var score = 0
                init() { print("Settings init") }
            }
            struct Home: View {
                @EnvironmentObject var settings: Settings
                var body: some View {
                    Button("Score \\(settings.score)") { settings.score += 10 }
                }
            }
            @main
            struct GameApp: App {
                @StateObject private var settings = Settings()
                var body: some Scene {
                    WindowGroup {
                        Home()
                            .environmentObject(settings)
                            .onAppear { print("score \\(settings.score)") }
                    }
                }
            }
            """).expectSuccess(":launch --single-pass\n:tap Score 0")
        #expect(s.printed == ["Settings init", "score 0"])
        #expect(s.texts.contains("Score 10"))
        #expect(!s.events.contains { if case .warning = $0.kind { return true }; return false })
    }
}
