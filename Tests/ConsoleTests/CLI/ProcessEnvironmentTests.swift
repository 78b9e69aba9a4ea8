@testable import Console
import Foundation
import Testing

@Suite("The process environment")
struct ProcessEnvironmentTests {
    /// `environ` read directly gives what Foundation's ProcessInfo gives
    /// (this process has no name set twice).
    @Test func variablesMatchFoundation() {
        #expect(ProcessEnvironment.environmentVariables() == ProcessInfo.processInfo.environment)
    }
}
