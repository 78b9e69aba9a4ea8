import LiveRuntime
import StateLabTestSupport
import Testing

/// `@Environment(T.self)` declared `T?` reads nil where no `T` was placed,
/// and `.environment(x)` with an optional that is nil removes the `T` an
/// ancestor placed, for the subtree under it (Apple's `Environment.init(_:)`
/// and `environment(_:)` pages). The non-optional form keeps SwiftUI's trap.
@Suite("Optional @Environment of an Observable type")
struct OptionalEnvironmentTests {
    static let source = """
        import SwiftUI
        import Observation
        @Observable final class Session {
            var user = "kim"
        }
        struct Badge: View {
            @Environment(Session.self) private var session: Session?
            var body: some View { Text(session.map { "user " + $0.user } ?? "guest") }
        }
        struct StrictBadge: View {
            @Environment(Session.self) private var session
            var body: some View { Text("user " + session.user) }
        }
        struct Kiosk: View {
            @State private var session = Session()
            @State private var override: Session?
            @State private var strict = false
            var body: some View {
                VStack {
                    Button("Strict") { strict = true }
                    Badge()
                    VStack {
                        Badge()
                        if strict { StrictBadge() }
                    }
                    .environment(override)
                }
                .environment(session)
            }
        }
        """

    @Test("no ancestor placed the object: the optional reads nil")
    func noAncestorReadsNil() {
        let s = Scenario(Self.source).expectSuccess(":launch Badge --single-pass")
        #expect(s.texts == ["guest"])
    }

    @Test("a nil optional placed under an ancestor's object clears it for its subtree only")
    func nilClearsTheAncestorsObject() {
        let s = Scenario(Self.source).expectSuccess(":launch Kiosk --single-pass")
        #expect(s.texts.filter { $0 != "Strict" } == ["user kim", "guest"])
    }

    @Test("the non-optional form under a cleared object is still SwiftUI's fatal error")
    func nonOptionalStillTraps() {
        let s = Scenario(Self.source).run(":launch Kiosk --single-pass\n:tap Strict")
        let messages = s.failures.flatMap(\.diagnostics).map(\.message)
        #expect(messages.contains { $0.contains("No Observable object of type Session found") })
    }
}
