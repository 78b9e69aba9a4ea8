import LiveRuntime
import StateLabTestSupport
import Testing

/// How a `body` is built: the view builder and plain returns.
@Suite("Corpus: ViewBuilder")
struct ViewBuilderCorpusTests {
    /// Swift Forums, "Availability for modifiers"
    /// (https://forums.swift.org/t/availability-for-modifiers/58913): "If you
    /// use return in your builder body, that'll disable the result builder
    /// and turn it back into an ordinary function" — whose returned view is
    /// the body.
    @Test("Swift Forums: a body with statements and an explicit return shows the returned view")
    func explicitReturnBodyRenders() {
        let s = Scenario("""
            import SwiftUI
            struct Forecast: View {
                @State private var refreshes = 0
                var body: some View {
                    let title = "refreshed \\(refreshes)"
                    return Button(title) { refreshes += 1 }
                }
            }
            """).expectSuccess(":launch Forecast --single-pass")
        #expect(s.session.screen.buttons == ["refreshed 0"])
    }

    /// SE-0289 "Result builders"
    /// (https://github.com/swiftlang/swift-evolution/blob/main/proposals/0289-result-builders.md),
    /// as restated by SE-0373: local declarations in a builder body "are
    /// unaffected by the transformation" — a `let` computed in `body` is
    /// usable by the views after it, and the body still builds them.
    @Test("SE-0289: a let declaration inside a view-builder body feeds the views after it")
    func letInsideBuilderBody() {
        let s = Scenario("""
            import SwiftUI
            struct Forecast: View {
                @State private var refreshes = 0
                var body: some View {
                    let title = "refreshed \\(refreshes)"
                    Button(title) { refreshes += 1 }
                }
            }
            """).expectSuccess(":launch Forecast --single-pass\n:tap \"refreshed 0\"")
        #expect(s.session.screen.buttons == ["refreshed 1"])
    }

    /// SE-0289 "Result builders", selection statements: an `if`/`else` in a
    /// builder runs only the taken branch (`buildEither(first:)` or
    /// `(second:)`), so only that branch's view struct is made; "Demystify
    /// SwiftUI" (WWDC 2021) shows the result as one `_ConditionalContent`.
    @Test("SE-0289: only the taken branch of an if/else in body constructs its view")
    func onlyTakenBranchIsBuilt() {
        let s = Scenario("""
            import SwiftUI
            struct Welcome: View {
                init() { print("Welcome.init") }
                var body: some View { Text("welcome") }
            }
            struct Dashboard: View {
                init() { print("Dashboard.init") }
                var body: some View { Text("dashboard") }
            }
            struct Root: View {
                @State private var signedIn = false
                var body: some View {
                    VStack {
                        Button("Sign in") { signedIn = true }
                        if signedIn { Dashboard() } else { Welcome() }
                    }
                }
            }
            """).expectSuccess(":launch Root --single-pass")
        #expect(s.printed == ["Welcome.init"])
        s.expectSuccess(":tap \"Sign in\"")
        #expect(s.printed == ["Welcome.init", "Dashboard.init"])
    }

    /// SE-0289 "Result builders", on stored properties: a result builder
    /// attribute on a stored property whose type is not a function makes
    /// the memberwise initializer take a builder closure for it — the way
    /// container views are written (`@ViewBuilder let content: Content`),
    /// called with a trailing closure. It was refused ("no exact matches in
    /// call to initializer") until the parameter became that closure.
    @Test("SE-0289: @ViewBuilder let content: Content takes a trailing builder closure in the memberwise init")
    func builderStoredPropertyTakesClosure() {
        let s = Scenario("""
            import SwiftUI
            struct Card<Content: View>: View {
                let title: String
                @ViewBuilder let content: Content
                var body: some View { VStack { Button(title) {}; content } }
            }
            struct Root: View {
                @State private var count = 0
                var body: some View {
                    Card(title: "Counter") {
                        Text("count \\(count)")
                        Button("Add") { count += 1; print("count", count) }
                    }
                }
            }
            """).expectSuccess(":launch Root --single-pass\n:tap Add")
        #expect(s.session.screen.buttons == ["Counter", "Add"])
        #expect(s.printed == ["count 1"])
    }
}
