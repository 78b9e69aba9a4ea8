import Foundation
import SwiftSubset
import StateLabTestSupport
import Testing

/// Runs every program under Golden/ through the interpreter and demands
/// exactly the stdout its `// expect:` comments give; a second test
/// compiles each with the real `swiftc` and demands the same of real Swift.
@Suite("Golden programs")
struct GoldenProgramTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden").path
    static let programs = GoldenProgram.all(in: root)

    @Test func corpusIsLarge() {
        #expect(Self.programs.count >= 150)
    }

    @Test("the interpreter prints what real Swift prints", arguments: programs)
    func interpreter(_ program: GoldenProgram) {
        let outcome = program.interpret()
        #expect(outcome.lines == program.expectedLines, "stdout differs")
        if program.expectedRuntimeError != nil {
            let messages = outcome.diagnostics.map(\.message)
            #expect(messages.contains { program.matchesRuntimeError($0) },
                    "expected runtime error '\(program.expectedRuntimeError!)', got \(messages)")
        } else {
            #expect(outcome.diagnostics.isEmpty, "\(DiagnosticRenderer().render(outcome.diagnostics))")
        }
    }

    @Test("real Swift prints what the expectations say", .enabled(if: RealSwift.isAvailable), arguments: programs)
    func realSwift(_ program: GoldenProgram) throws {
        let shims = program.shims.map { Self.root + "/_shims/" + $0 + ".swift" }
        let run = try RealSwift.run(main: program.source, extraFiles: shims)
        var lines = run.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        #expect(lines == program.expectedLines)
        if let expected = program.expectedRuntimeError {
            #expect(run.crashed, "expected a trap")
            if expected != "arithmetic overflow" {
                #expect(run.stderr.contains(expected), "stderr: \(run.stderr)")
            }
        } else {
            #expect(!run.crashed, "stderr: \(run.stderr)")
        }
    }
}
