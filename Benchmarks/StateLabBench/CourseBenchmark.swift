import BuiltinLessons
import Course
import Foundation
import LiveRuntime
import SwiftSubset

/// What grading costs: one exercise graded in-process (the scenario run
/// in a fresh live runtime, the checkers called), the whole built-in pack
/// proven by check-lessons, and — beside them — what a course that checks
/// answers by compiling them pays: swiftc compiling and running the same
/// exercise's code as a plain program (with Benchmarks/swiftc-shim for the
/// SwiftUI declarations Linux lacks).
struct CourseBenchmark {
    let runs: Int
    let exerciseID: String
    let choice: String

    func run() {
        let pack = LessonPack(folder: "Lessons", files: BuiltinLessons.files.map { LessonFile(path: $0.path, text: $0.text) })
        guard let exercise = pack.exercise(id: exerciseID) else { fail("no exercise \(exerciseID) in the built-in pack") }
        let grader = Grader()
        var grades: [Double] = []
        var passed = true
        for _ in 0..<runs {
            let start = DispatchTime.now().uptimeNanoseconds
            let result = grader.grade(exercise, choice: choice)
            grades.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
            passed = passed && (result?.0.passed ?? false)
        }
        var checks: [Double] = []
        var report = PackValidator().validate(pack)
        var compileShares: [Double] = []
        var installShares: [Double] = []
        func seconds(_ d: Duration) -> Double { Double(d.components.seconds) + Double(d.components.attoseconds) / 1e18 }
        for _ in 0..<max(1, min(runs, 5)) {
            StageTimes.reset()
            let start = DispatchTime.now().uptimeNanoseconds
            report = PackValidator().validate(pack)
            let wall = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
            checks.append(wall)
            // Library tables built on first use happen while compiling
            // but are set-up, not checking: counted apart.
            let compile = StageTimes.total.compile - StageTimes.total.install
            compileShares.append(seconds(compile) / wall)
            installShares.append(seconds(StageTimes.total.install) / wall)
        }
        let grade = median(grades)
        print("course benchmark")
        print("  grade \(exerciseID) with \(choice), in-process: median \(format(grade * 1000)) ms of \(runs) (passed: \(passed))")
        print("  check-lessons, built-in pack (\(report.lessons) lessons, \(report.choicesRun) choices, \(report.predictions) predictions): "
              + "median \(format(median(checks))) s of \(checks.count) (proven: \(report.passed))")
        print("    of which compiling lesson code (static types and checks, and code generation): "
              + "\(String(format: "%.1f", 100 * median(compileShares)))% (check-lessons also grades, runs scripts and parses; "
              + "a lesson's load: `statelab-bench lessons`)")
        print("    and building the library's member tables on first use, while compiling: "
              + "\(String(format: "%.1f", 100 * median(installShares)))%")
        guard let choiceValue = exercise.choice(named: choice) else { return }
        let program = exercise.program(for: choiceValue)
        if let swiftc = compileAndRun(program) {
            print("  swiftc compile and run of the same code: median \(format(swiftc)) s of 3")
            print("  ratio: one in-process grade is \(format(swiftc / grade))× faster than swiftc compile-and-run (goal: at least 100×)")
        } else {
            print("  swiftc: not available, no comparison")
        }
    }

    /// Compiles the exercise's program with the shim and a main that builds
    /// the root view, then runs it: the median wall time of three.
    func compileAndRun(_ program: String) -> Double? {
        let shim = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("swiftc-shim/SwiftUIShim.swift").path
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("statelab-course-bench-\(getpid())").path
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let code = program.split(separator: "\n", omittingEmptySubsequences: false)
            .filter { !$0.hasPrefix("import SwiftUI") }.joined(separator: "\n")
        let main = folder + "/main.swift"
        try? (code + "\n_ = AppRoot().body\nprint(\"ran\")\n").write(toFile: main, atomically: true, encoding: .utf8)
        var times: [Double] = []
        for _ in 0..<3 {
            let start = DispatchTime.now().uptimeNanoseconds
            guard run("/usr/bin/env", ["swiftc", "-o", folder + "/exercise", main, shim]) == 0,
                  run(folder + "/exercise", []) == 0 else { return nil }
            times.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
        }
        return median(times)
    }

    func run(_ path: String, _ arguments: [String]) -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        process.standardOutput = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return -1 }
        process.waitUntilExit()
        return process.terminationStatus
    }
}
