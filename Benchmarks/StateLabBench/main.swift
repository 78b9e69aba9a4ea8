import Foundation
import LiveRuntime

// statelab-bench: numbers to quote, not pass/fail tests.
//
//   statelab-bench interpreter [--iterations N] [--runs R]
//       A loop of integer arithmetic and a mutating method call on a
//       struct, in StateLab, beside the same loop in python3.
//   statelab-bench runtime [--rows N] [--runs R] [--cpu]
//       A List of 100 and of N rows: launch, then a row's model changed, a
//       row's toggle flipped and a row deleted (--cpu: CPU time, not wall).
//   statelab-bench course [--runs R]
//       One exercise graded in-process (median of R), check-lessons on the
//       built-in pack, and swiftc compiling and running the same code.
//   statelab-bench lessons [--runs R] [--cpu]
//       Each built-in lesson's programs loaded as `statelab` loads them
//       when a learner opens a step: set-up, compile (the checker's upper
//       bound) and run, per lesson and in total; then the largest golden
//       program (--cpu: the thread's CPU time, not wall).
//   statelab-bench grading [--submissions N] [--runs R]
//       Every choice of every exercise graded, then N submissions graded
//       in one process on every processor; then one `statelab grade`
//       process (median of R) beside a hello-world and swiftc.
//   statelab-bench eval FILE.swift
//       Runs a file in a bare session (a developer's loop). Exit status:
//       0 ran to the end; 1 refused before anything ran (a syntax or
//       compile error); 3 ran, then stopped with an error (a trap).
let arguments = Array(CommandLine.arguments.dropFirst())

func option(_ name: String, default value: Int) -> Int {
    guard let i = arguments.firstIndex(of: name), i + 1 < arguments.count, let n = Int(arguments[i + 1]) else { return value }
    return n
}

func fail(_ message: String) -> Never {
    FileHandle.standardError.write((message + "\n").data(using: .utf8)!)
    exit(2)
}

switch arguments.first {
case "eval":
    guard arguments.count > 1, let text = try? String(contentsOfFile: arguments[1], encoding: .utf8) else {
        fail("usage: statelab-bench eval FILE.swift")
    }
    let session = Session { print($0, terminator: "") }
    if case .failure(let diagnostics) = session.evaluate(text, file: arguments[1]) {
        FileHandle.standardError.write(DiagnosticRenderer().render(diagnostics).data(using: .utf8)!)
        // A refusal and a trap can be reported in the same words: the
        // status says which stage stopped the program.
        exit(session.interpreter.lastEntryRan ? 3 : 1)
    }
    // Developer shortcut: live commands after the file (`:launch`,
    // `":tap Add item"`, `:wait 1s`), and `trace` to print the trace.
    for step in arguments.dropFirst(2) {
        print("--- \(step)")
        if step == "trace" {
            for e in session.traceEvents { print(e.number, e.kind) }
            continue
        }
        do {
            try session.perform(try LiveCommand(parsing: step, screen: session.screen))
        } catch let error as LiveCommandError {
            print("not a live command: \(error)")
        } catch let failure as CommandFailure {
            print("failed: \(failure.refusal.map { "\($0)" } ?? "")", DiagnosticRenderer().render(failure.diagnostics))
        } catch {
            print("failed: \(error)")
        }
    }
case "runtime":
    RuntimeBenchmark(rows: [100, option("--rows", default: 10_000)], runs: option("--runs", default: 3),
                     cpuTime: arguments.contains("--cpu")).run()
case "course":
    CourseBenchmark(runs: option("--runs", default: 100), exerciseID: "creator-owns-log", choice: "StateObject").run()
case "lessons":
    LessonLoadBenchmark(runs: option("--runs", default: 21), cpuTime: arguments.contains("--cpu")).run()
case "grading":
    GradingBenchmark(submissions: option("--submissions", default: 1000), processRuns: option("--runs", default: 20)).run()
case "interpreter":
    InterpreterBenchmark(iterations: option("--iterations", default: 1_000_000), runs: option("--runs", default: 5)).run()
default:
    print("""
        usage: statelab-bench interpreter [--iterations N] [--runs R]
               statelab-bench runtime [--rows N] [--runs R] [--cpu]
               statelab-bench course [--runs R]
               statelab-bench lessons [--runs R] [--cpu]
               statelab-bench grading [--submissions N] [--runs R]
               statelab-bench eval FILE.swift
        """)
}
