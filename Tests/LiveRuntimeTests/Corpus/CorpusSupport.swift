import LiveRuntime
import StateLabTestSupport

/// The corpus: small programs, each reproducing one public report of how
/// SwiftUI behaves on iOS 17+ (Apple documentation, WWDC sessions, Swift
/// Forums threads, well-known blog posts). Each test cites its source and
/// names the behaviour it checks; where this runtime is wrong today, the
/// failing expectation sits in `withKnownIssue` so the suite flags the fix.
extension Scenario {
    /// Texts, button titles and field labels of the live view tree, depth first.
    var texts: [String] { LibraryScenarioTests.texts(session.viewTree()) }

    /// Lines printed since the last user event whose label starts with `label`.
    func printed(after label: String) -> [String] {
        events(after: label).compactMap { event in
            if case .printed(let text) = event.kind { return text }
            return nil
        }.flatMap { $0.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) }
            .filter { !$0.isEmpty }
    }
}
