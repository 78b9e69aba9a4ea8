import LiveRuntime
import StateLabTestSupport
import Testing

/// A `body` with an explicit `return` is ordinary code: swiftc does not
/// apply the view builder to it (SE-0289), and the returned view is the body.
@Suite("Bodies with an explicit return")
struct ExplicitReturnBodyTests {
    @Test("a local computed before `return` feeds the returned view, which updates")
    func localThenReturn() {
        let s = Scenario("""
            import SwiftUI
            struct Meter: View {
                @State private var level = 1
                var body: some View {
                    let caption = "level " + String(level)
                    return Button(caption) { level *= 2 }
                }
            }
            """).expectSuccess(":launch Meter --single-pass\n:tap \"level 1\"\n:tap \"level 2\"")
        #expect(s.session.screen.buttons == ["level 4"])
    }

    @Test("returns in the branches of an if/else: the taken branch's view is the body")
    func returnsInBranches() {
        let s = Scenario("""
            import SwiftUI
            struct Door: View {
                @State private var open = false
                var body: some View {
                    if open {
                        return Button("Close") { open = false }
                    } else {
                        return Button("Open") { open = true }
                    }
                }
            }
            """).expectSuccess(":launch Door --single-pass")
        #expect(s.session.screen.buttons == ["Open"])
        s.expectSuccess(":tap Open")
        #expect(s.session.screen.buttons == ["Close"])
    }

    @Test("a guard that returns early gives its view; the builder stays off for the whole body")
    func guardReturn() {
        let s = Scenario("""
            import SwiftUI
            struct Inbox: View {
                @State private var unread = 0
                var body: some View {
                    guard unread > 0 else { return Text("all read") }
                    return Text("\\(unread) unread")
                }
            }
            """).expectSuccess(":launch Inbox --single-pass")
        #expect(s.texts == ["all read"])
    }
}
