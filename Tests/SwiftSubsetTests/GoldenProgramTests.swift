import Foundation
import SwiftSubset
import StateLabTestSupport
import Testing

/// Runs every program under Golden/ through the interpreter and demands
/// exactly the stdout its `// expect:` comments give; a second test
/// compiles each with the real `swiftc` and demands the same of real Swift.
/// An ill-typed program (`// expect error: M`) must be refused by both with
/// the same first error, at the same line (and column), before it runs.
@Suite("Golden programs")
struct GoldenProgramTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden").path
    static let corpus = GoldenProgram.load(from: root)
    static let programs = corpus.programs

    @Test func corpusIsLarge() {
        #expect(Self.programs.count >= 500)
    }

    @Test func everyFileIsAProgramOrASupportFile() {
        #expect(Self.corpus.problems.isEmpty, "\(Self.corpus.problems.joined(separator: "\n"))")
    }

    @Test func compileErrorCorpusIsLarge() {
        #expect(Self.programs.filter { $0.expectedCompileError != nil }.count >= 80)
    }

    @Test("the interpreter prints what real Swift prints", arguments: programs)
    func interpreter(_ program: GoldenProgram) {
        let outcome = program.interpret()
        if let expected = program.expectedCompileError {
            #expect(outcome.diagnostics.allSatisfy { !$0.isInternal }, "\(DiagnosticRenderer().render(outcome.diagnostics))")
            if let gap = program.knownGap {
                #expect(!program.isMatched(by: outcome), "\(program.name) now passes: remove it from known-gaps.txt (\(gap))")
                return
            }
            // Refused before run time: a trap reported in the same words at
            // the same line is not a refusal.
            #expect(!outcome.ran, "an ill-typed program ran (a run-time error is not a refusal)")
            #expect(outcome.stdout.isEmpty, "printed before it was refused: \(outcome.stdout)")
            let first = outcome.diagnostics.first
            #expect(first.map { expected.matches(message: $0.message, line: $0.position.line, column: $0.position.column) } == true,
                    "expected \(expected), got \(first.map { "\($0.position.line):\($0.position.column): error: \($0.message)" } ?? "no error")")
            return
        }
        #expect(outcome.diagnostics.allSatisfy { !$0.isInternal }, "\(DiagnosticRenderer().render(outcome.diagnostics))")
        if let gap = program.knownGap {
            // A known gap must still be one: when it is fixed, take it off the list.
            #expect(!program.isMatched(by: outcome), "\(program.name) now passes: remove it from known-gaps.txt (\(gap))")
            return
        }
        #expect(outcome.lines == program.expectedLines, "stdout differs")
        #expect(outcome.diagnostics.allSatisfy { !$0.isInternal }, "\(DiagnosticRenderer().render(outcome.diagnostics))")
        if let expected = program.expectedRuntimeError {
            let reported = outcome.diagnostics.map { "\($0.position.line): \($0.message)" }
            #expect(outcome.diagnostics.contains { program.matchesRuntimeError($0) },
                    "expected runtime error '\(expected)' at line \(program.expectedRuntimeErrorLine ?? 0), got \(reported)")
        } else {
            #expect(outcome.diagnostics.isEmpty, "\(DiagnosticRenderer().render(outcome.diagnostics))")
        }
    }

    @Test("real Swift prints what the expectations say", .enabled(if: RealSwift.isAvailable), arguments: programs)
    func realSwift(_ program: GoldenProgram) throws {
        let shims = program.shims.map { Self.root + "/_shims/" + $0 + ".swift" }
        if let expected = program.expectedCompileError {
            let errors = try RealSwift.compileErrors(main: program.source, extraFiles: shims)
            #expect(errors != nil, "swiftc compiled an ill-typed program")
            let first = errors.flatMap { GoldenProgram.CompileError.firstError(inCompilerOutput: $0, file: "main.swift") }
            #expect(first.map { expected.matches(message: $0.message, line: $0.line, column: $0.column) } == true,
                    "expected \(expected), swiftc said: \(errors ?? "")")
            return
        }
        // A real program's tasks and timers run on the operating system's
        // clock: on a loaded machine a 10 ms sleep can outlast a 200 ms one
        // (a CI runner shares two processors with the build). The
        // interpreter's clock is virtual and is held to the expectations
        // exactly above; the real run, the oracle, gets two more tries
        // before its difference counts. A program that prints otherwise
        // every time still fails.
        func stdoutLines(_ run: RealSwift.Run) -> [String] {
            var lines = run.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            if lines.last == "" { lines.removeLast() }
            return lines
        }
        var run = try RealSwift.run(main: program.source, extraFiles: shims)
        for _ in 0..<2 where stdoutLines(run) != program.expectedLines {
            run = try RealSwift.run(main: program.source, extraFiles: shims)
        }
        #expect(stdoutLines(run) == program.expectedLines)
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
