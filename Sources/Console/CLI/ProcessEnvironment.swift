#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What the command line reads from the process: its environment variables
/// and which standard streams are terminals. Tests pass their own.
public struct ProcessEnvironment: Sendable {
    public var variables: [String: String]
    public var standardInputIsTerminal: Bool
    public var standardOutputIsTerminal: Bool
    public var standardErrorIsTerminal: Bool

    public init(
        variables: [String: String],
        standardInputIsTerminal: Bool = false,
        standardOutputIsTerminal: Bool = false,
        standardErrorIsTerminal: Bool = false
    ) {
        self.variables = variables
        self.standardInputIsTerminal = standardInputIsTerminal
        self.standardOutputIsTerminal = standardOutputIsTerminal
        self.standardErrorIsTerminal = standardErrorIsTerminal
    }

    public static func current() -> ProcessEnvironment {
        ProcessEnvironment(
            variables: ProcessInfo.processInfo.environment,
            standardInputIsTerminal: isatty(0) == 1,
            standardOutputIsTerminal: isatty(1) == 1,
            standardErrorIsTerminal: isatty(2) == 1)
    }
}
