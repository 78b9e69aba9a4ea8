import StateLabTestSupport
import Testing

/// The test support's lookups fail loudly when they find nothing they were
/// asked for: an empty answer would let "did not run again" or "printed
/// nothing" pass with nothing having happened.
@Suite("Scenario lookups that find nothing")
struct ScenarioLookupTests {
    static let program = """
        import SwiftUI
        struct Counter: View {
            @State private var n = 0
            var body: some View { Button("Add \\(n)") { n += 1 } }
        }
        """

    static func comments(_ issue: Issue) -> String { issue.comments.map(\.rawValue).joined(separator: " ") }

    @Test("a label no user event starts with is an issue naming the events there were")
    func missingEvent() {
        let s = Scenario(Self.program).expectSuccess(":launch Counter --single-pass\n:tap Add 0")
        #expect(s.bodyCount("Counter", in: s.events(after: "tap \"Add")) == 1)
        withKnownIssue {
            #expect(s.events(after: "tap \"Remove").isEmpty)
        } matching: { issue in
            Self.comments(issue).contains("tap \\\"Remove") && Self.comments(issue).contains("launch Counter")
        }
    }

    @Test("a view whose body never ran is an issue naming the views that did")
    func missingView() {
        let s = Scenario(Self.program).expectSuccess(":launch Counter --single-pass\n:tap Add 0")
        withKnownIssue {
            #expect(s.bodyCount("Countr", in: s.events(after: "tap")) == 0)
        } matching: { issue in
            Self.comments(issue).contains("Countr") && Self.comments(issue).contains("[\"Counter\"]")
        }
    }

    @Test("a mark past what was printed is an issue")
    func markPastTheEnd() {
        let s = Scenario("print(\"one\")")
        #expect(s.printed(since: 0) == ["one"])
        withKnownIssue {
            #expect(s.printed(since: 2).isEmpty)
        } matching: { issue in
            Self.comments(issue).contains("mark 2")
        }
    }
}
