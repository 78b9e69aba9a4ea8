import LiveRuntime
import StateLabTestSupport
import Testing

/// The app: `@main`, `App`, `WindowGroup`.
@Suite("Corpus: App")
struct AppCorpusTests {
    /// Apple documentation, `App` (https://developer.apple.com/documentation/swiftui/app):
    /// "Precede the structure's declaration with the @main attribute to
    /// indicate that your custom App protocol conformer provides the entry
    /// point into your app"; its body's `WindowGroup` holds the root view.
    @Test("App: launching starts the @main app's WindowGroup content")
    func mainAppWindowGroupIsTheRoot() {
        let s = Scenario("""
            import SwiftUI
            struct Greeting: View {
                var body: some View { Text("Hello, world!").onAppear { print("greeting shown") } }
            }
            struct Unused: View { var body: some View { Text("unused") } }
            @main
            struct MyApp: App {
                var body: some Scene {
                    WindowGroup { Greeting() }
                }
            }
            """).expectSuccess(":launch --single-pass")
        #expect(s.session.viewTree()?.typeName == "Greeting")
        #expect(s.printed == ["greeting shown"])
    }

    /// Apple documentation, `App`, on state in the app structure (also in
    /// notes on it at https://velog.io/@annapo/iOS-SwiftUI-App:
    /// state declared in the app can be shared by all its scenes): a model
    /// in the app's `@State`, handed to the window's views through the
    /// environment, updates them when it changes.
    @Test("App: an @Observable model in the app's @State reaches the window's views and updates them")
    func appStateSharedWithScene() {
        let s = Scenario("""
            import SwiftUI
            import Observation
            @Observable final class Session {
                var user = "guest"
            }
            struct Header: View {
                @Environment(Session.self) private var session
                var body: some View {
                    VStack {
                        Text("signed in as \\(session.user)")
                        Button("Sign in") { session.user = "ada" }
                    }
                }
            }
            @main
            struct NotesApp: App {
                @State private var session = Session()
                var body: some Scene {
                    WindowGroup { Header().environment(session) }
                }
            }
            """).expectSuccess(":launch --single-pass\n:tap \"Sign in\"")
        #expect(s.texts.contains("signed in as ada"))
    }
}
