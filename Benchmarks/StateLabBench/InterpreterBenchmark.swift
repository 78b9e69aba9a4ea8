import Foundation
import LiveRuntime
import SwiftSubset

/// Interpreter throughput beside CPython on the same loop: integer
/// arithmetic and a mutating method call on a struct, N times.
struct InterpreterBenchmark {
    let iterations: Int
    let runs: Int

    var swiftSource: String {
        """
        struct Accumulator {
            var total = 0
            mutating func add(_ value: Int) {
                total = total &+ value
            }
        }
        var accumulator = Accumulator()
        for i in 0..<\(iterations) {
            accumulator.add(i * 2 + 1)
        }
        print(accumulator.total)
        """
    }

    var pythonSource: String {
        """
        class Accumulator:
            def __init__(self):
                self.total = 0
            def add(self, value):
                self.total = self.total + value
        accumulator = Accumulator()
        for i in range(\(iterations)):
            accumulator.add(i * 2 + 1)
        print(accumulator.total)
        """
    }

    func run() {
        guard let (statelab, output) = timeStateLab(swiftSource, file: "benchmark.swift") else { exit(1) }
        let python = timePython(pythonSource)
        let expected = (0..<iterations).reduce(0) { $0 &+ ($1 * 2 + 1) }
        print("interpreter benchmark: \(iterations) iterations, median of \(runs) runs")
        print("  StateLab: \(format(statelab)) s   (printed \(output), expected \(expected))")
        LargestGoldenProgram.report(runs: max(runs, 5))
        if let python {
            print("  python3:  \(format(python.time)) s   (\(python.version))")
            print("  ratio:    \(String(format: "%.2f", statelab / python.time))x CPython (goal: within 1.5x)")
        } else {
            print("  python3:  not found on PATH")
        }
        reportWorkloads()
    }

    /// The other kinds of code (`InterpreterWorkload`), each beside CPython.
    private func reportWorkloads() {
        print("  other workloads (n = \(iterations)), median of \(runs) runs:")
        for workload in InterpreterWorkload.all(n: iterations) {
            guard let (statelab, output) = timeStateLab(workload.swiftSource, file: workload.name + ".swift") else { exit(1) }
            var line = "    " + workload.name.padding(toLength: 9, withPad: " ", startingAt: 0)
                + "StateLab \(format(statelab)) s"
            if let python = timePython(workload.pythonSource) {
                line += ", python3 \(format(python.time)) s, \(String(format: "%.2f", statelab / python.time))x"
                if python.output != output { line += "  (outputs differ: \(output) vs \(python.output))" }
            }
            print(line)
        }
    }

    /// The median time of `runs` evaluations of `source` in fresh
    /// sessions, and what the last one printed; nil (after printing the
    /// diagnostics) if it failed.
    private func timeStateLab(_ source: String, file: String) -> (time: Double, output: String)? {
        var times: [Double] = []
        var output = ""
        for _ in 0..<runs {
            var printed = ""
            let session = Session(options: Session.Options(stepLimit: Int.max)) { printed += $0 }
            let start = DispatchTime.now().uptimeNanoseconds
            let result = session.evaluate(source, file: file)
            times.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
            if case .failure(let diagnostics) = result {
                print(DiagnosticRenderer().render(diagnostics))
                return nil
            }
            output = printed.trimmingCharacters(in: .whitespacesAndNewlines)
        }
        return (median(times), output)
    }


    /// CPython timed as StateLab is: inside the process, from the source
    /// text to the end of the run (compile and execute), so neither side
    /// counts its interpreter's start-up. `python3` is resolved to its
    /// executable first: a version manager's shim (pyenv's is a shell
    /// script) would otherwise add tens of milliseconds to every run.
    private func timePython(_ source: String) -> (time: Double, version: String, output: String)? {
        guard let executable = runProcess(["python3", "-c", "import sys; print(sys.executable)"])?
            .output.trimmingCharacters(in: .whitespacesAndNewlines), !executable.isEmpty,
            let version = runProcess([executable, "--version"])?.output.trimmingCharacters(in: .whitespacesAndNewlines)
        else { return nil }
        let base = NSTemporaryDirectory() + "statelab-bench-\(getpid())"
        let script = base + ".py", driver = base + "-driver.py"
        try? source.write(toFile: script, atomically: true, encoding: .utf8)
        try? """
            import sys, time
            source = open(sys.argv[1]).read()
            start = time.perf_counter()
            exec(compile(source, sys.argv[1], "exec"), {"__name__": "__main__"})
            print("elapsed", time.perf_counter() - start)
            """.write(toFile: driver, atomically: true, encoding: .utf8)
        defer {
            try? FileManager.default.removeItem(atPath: script)
            try? FileManager.default.removeItem(atPath: driver)
        }
        var times: [Double] = []
        var printed = ""
        for _ in 0..<runs {
            guard let output = runProcess([executable, driver, script])?.output,
                  let last = output.split(separator: "\n").last, last.hasPrefix("elapsed "),
                  let seconds = Double(last.dropFirst("elapsed ".count)) else { return nil }
            times.append(seconds)
            printed = output.split(separator: "\n").dropLast().joined(separator: "\n")
        }
        return (median(times), version, printed)
    }
}

func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    return sorted.isEmpty ? 0 : sorted[sorted.count / 2]
}

func format(_ seconds: Double) -> String { String(format: "%.3f", seconds) }

func runProcess(_ command: [String]) -> (status: Int32, output: String)? {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = command
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    do { try process.run() } catch { return nil }
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else { return nil }
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
}
