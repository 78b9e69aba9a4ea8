import LiveRuntime
import StateLabTestSupport
import Testing

/// DynamicProperty: user property wrappers built on SwiftUI's storage.
@Suite("Corpus: DynamicProperty")
struct DynamicPropertyCorpusTests {
    /// Apple documentation, `DynamicProperty.update()`
    /// (https://developer.apple.com/documentation/swiftui/dynamicproperty/update()):
    /// "SwiftUI calls this function before rendering a view's body to ensure
    /// the view has the most recent value."
    @Test("DynamicProperty.update(): runs before every evaluation of the body")
    func updateRunsBeforeEachBody() {
        let s = Scenario("""
            import SwiftUI
            @propertyWrapper
            struct Logged: DynamicProperty {
                var wrappedValue: Int
                func update() { print("update") }
            }
            struct Meter: View {
                @Logged var reading = 3
                @State private var refreshes = 0
                func title() -> String {
                    print("body")
                    return "Refresh \\(refreshes)"
                }
                var body: some View {
                    Button(title()) { refreshes += 1 }
                }
            }
            """).expectSuccess(":launch Meter --single-pass\n:tap \"Refresh 0\"")
        let bodies = s.printed.indices.filter { s.printed[$0] == "body" }
        #expect(bodies.count == 2, "launch and the tap: \(s.printed)")
        #expect(bodies.allSatisfy { $0 > 0 && s.printed[$0 - 1] == "update" }, "update() right before each body: \(s.printed)")
    }

    /// Apple documentation, `DynamicProperty`
    /// (https://developer.apple.com/documentation/swiftui/dynamicproperty):
    /// "An interface for a stored variable that updates an external property
    /// of a view. The view gives values to these properties prior to
    /// recomputing the view's body" — a wrapper keeping a `@State` inside
    /// shares SwiftUI's storage, so its value survives the parent rebuilding
    /// the view.
    @Test("DynamicProperty: a @State nested in a custom wrapper keeps its value across view rebuilds")
    func nestedStateInWrapperPersists() {
        let s = Scenario("""
            import SwiftUI
            @propertyWrapper
            struct Counted: DynamicProperty {
                @State private var count = 0
                var wrappedValue: Int {
                    get { count }
                    nonmutating set { count = newValue }
                }
            }
            struct Clicker: View {
                let label: String
                @Counted var clicks: Int
                var body: some View {
                    Button("\\(label) \\(clicks)") { clicks += 1 }
                }
            }
            struct Board: View {
                @State private var round = 0
                var body: some View {
                    VStack {
                        Button("Next round") { round += 1 }
                        Clicker(label: "round \\(round)")
                    }
                }
            }
            """).expectSuccess(":launch Board --single-pass\n:tap \"round 0 0\"\n:tap \"round 0 1\"\n:tap \"Next round\"")
        #expect(s.session.screen.buttons.contains("round 1 2"))
    }

    /// Apple documentation, `StateObject.init(wrappedValue:)`: the initial
    /// value is an `@autoclosure` that SwiftUI evaluates only when it
    /// installs the view — a view struct built but never installed (a
    /// link's destination) never runs it, while `@State`'s default runs
    /// with every struct init (`State`: "A State property always
    /// instantiates its default value when SwiftUI instantiates the view",
    /// quoted in the Swift Forums thread
    /// https://forums.swift.org/t/observations-state-init-multiple-times/77739).
    @Test("StateObject's autoclosure waits for installation; State's default runs with the struct")
    func autoclosureWaitsForInstallation() {
        let s = Scenario("""
            import SwiftUI
            import Observation
            final class Legacy: ObservableObject { init() { print("Legacy.init") } }
            @Observable final class Modern { init() { print("Modern.init") } }
            struct Destination: View {
                @StateObject private var legacy = Legacy()
                @State private var modern = Modern()
                var body: some View { Text("destination") }
            }
            struct Root: View {
                var body: some View {
                    NavigationStack { NavigationLink("Go", destination: Destination()) }
                }
            }
            """).expectSuccess(":launch Root --single-pass")
        #expect(s.printed == ["Modern.init"])
        s.expectSuccess(":tap Go")
        #expect(s.printed.filter { $0 == "Legacy.init" }.count == 1, "made once, when the destination is installed")
    }
}
