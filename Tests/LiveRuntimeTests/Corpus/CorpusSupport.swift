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
}
