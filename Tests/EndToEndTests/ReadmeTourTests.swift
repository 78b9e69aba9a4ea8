import Foundation
import StateLabTestSupport
import Testing

/// The README's tour is a real session: typing its lines into the binary
/// prints exactly what the README shows after them.
@Suite("The README's tour")
struct ReadmeTourTests {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The first fenced block that starts with `statelab> :load Examples/`:
    /// the lines typed (after the prompt) and the output expected.
    static func tour() throws -> (input: String, output: String) {
        let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
        let lines = readme.split(separator: "\n", omittingEmptySubsequences: false)
        guard let start = lines.firstIndex(where: { $0.hasPrefix("statelab> :load Examples/") }) else {
            throw TourMissing()
        }
        var input = "", output = ""
        for line in lines[start...] {
            if line.hasPrefix("```") { break }
            if line.hasPrefix("statelab> ") {
                input += line.dropFirst("statelab> ".count) + "\n"
            } else {
                output += line + "\n"
            }
        }
        return (input, output)
    }

    struct TourMissing: Error {}

    @Test func typingTheTourPrintsWhatTheReadmeShows() throws {
        let (input, output) = try Self.tour()
        let home = try TemporaryDirectory(prefix: "statelab-tour")
        let run = try ProcessRun.statelab([], input: input, environment: IsolatedEnvironment.make(home: home.path),
                                          directory: Self.root.path)
        #expect(run.standardError == "")
        #expect(run.status == 0)
        #expect(run.standardOutput == output)
    }
}
