import BuiltinLessons
import Course
import Foundation
import LiveRuntime
import SwiftSubset
import SwiftSubsetAST

/// What opening a lesson costs, as `statelab` pays it: for each step that
/// brings a program, a fresh session (the console's `load`: the library
/// installed, the view runtime set up) and each of the step's `swift`
/// blocks evaluated in it — parsed and lowered (the built-in lessons'
/// answers were lowered at build time, as the product uses them),
/// compiled (static types and checks, and code generation, one walk) and
/// run (the top-level code; mounting a view is the learner's `:launch`
/// after it, not part of opening). A lesson's load is the sum over its
/// steps: what a learner going through it waits for.
struct LessonLoadBenchmark {
    let runs: Int
    /// Thread CPU time instead of wall time (steadier on a busy machine).
    let cpuTime: Bool

    struct Sample {
        var wall: Double
        var stages: StageTimes
    }

    func run() {
        StageTimes.measuresThreadCPUTime = cpuTime
        SwiftFrontend.answer(from: BuiltinLessons.frontendAnswers)
        let pack = LessonPack(folder: "Lessons", files: BuiltinLessons.files.map { LessonFile(path: $0.path, text: $0.text) })
        print("lesson load benchmark: each step's program loaded into a fresh session as `statelab` does, median of \(runs) per step"
              + (cpuTime ? ", thread CPU time" : ", wall time"))
        print("  lesson                         steps  load ms   set-up  compile  (share)   tables      run  lower")
        let residentBefore = residentMegabytes()
        var loads = 0
        var total = Row()
        for lesson in pack.lessons {
            var row = Row()
            for step in lesson.steps where !step.program.isEmpty {
                row.add(measure(step.program))
                loads += runs
            }
            guard row.steps > 0 else { continue }
            print("  " + row.line(lesson.id))
            total.add(row)
        }
        print("  " + total.line("all lessons"))
        print("  compile = static types and checks with code generation (one walk: an upper bound on checking),")
        print("  less the library tables it builds on first use (`tables`, library set-up); share = compile / load.")
        print("  goal for checking: under 10% of a lesson's load")
        // Each session is let go after its load: what is still resident
        // after all of them is what sessions failed to give back.
        print(String(format: "  resident memory: %.0f MB before the first load, %.0f MB after %d loads", residentBefore, residentMegabytes(), loads))
        LargestGoldenProgram.report(runs: runs)
    }

    /// The median (by load time) of `runs` loads of one step's program.
    func measure(_ program: [CodeBlock]) -> Sample {
        var samples: [Sample] = []
        for _ in 0..<runs {
            StageTimes.reset()
            let start = StageTimes.now()
            let session = Session { _ in }
            for block in program {
                if case .failure(let diagnostics) = session.evaluate(block.text, file: block.file, firstLine: block.firstLine) {
                    fail("\(block.file):\(block.firstLine): does not load\n" + DiagnosticRenderer().render(diagnostics))
                }
            }
            samples.append(Sample(wall: seconds(StageTimes.now() - start), stages: StageTimes.total))
            withExtendedLifetime(session) {}
        }
        return samples.sorted { $0.wall < $1.wall }[samples.count / 2]
    }

    struct Row {
        var steps = 0
        var load = 0.0, frontend = 0.0, compile = 0.0, tables = 0.0, run = 0.0

        mutating func add(_ sample: Sample) {
            steps += 1
            let t = sample.stages
            load += sample.wall
            frontend += seconds(t.parse + t.lower)
            compile += seconds(t.compile - t.install)
            tables += seconds(t.install)
            run += seconds(t.run)
        }

        mutating func add(_ row: Row) {
            steps += row.steps
            load += row.load; frontend += row.frontend; compile += row.compile; tables += row.tables; run += row.run
        }

        /// Session set-up: what the load spent outside the stages.
        var setUp: Double { load - frontend - compile - tables - run }

        func line(_ name: String) -> String {
            func ms(_ s: Double) -> String { String(format: "%7.2f", s * 1000) }
            return name.padding(toLength: 30, withPad: " ", startingAt: 0)
                + String(format: "%6d", steps) + "  " + ms(load) + "  " + ms(setUp) + "  " + ms(compile)
                + String(format: "  (%4.1f%%)", 100 * compile / load) + "  " + ms(tables) + "  " + ms(run) + "  " + ms(frontend)
        }
    }
}

/// The process's resident set now, in MB (Linux's /proc; 0 elsewhere).
func residentMegabytes() -> Double {
    guard let statm = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
    let fields = statm.split(separator: " ")
    guard fields.count > 1, let pages = Double(fields[1]) else { return 0 }
    return pages * Double(sysconf(Int32(_SC_PAGESIZE))) / 1_048_576
}

func seconds(_ d: Duration) -> Double { Double(d.components.seconds) + Double(d.components.attoseconds) / 1e18 }

/// Issue 9's measure: the type checker's cost on the largest golden
/// program, loaded as a lesson is (a fresh session, then the file
/// evaluated: parsed and lowered by the frontend, compiled, run). The
/// checker lives in the compile walk with code generation, so the compile
/// stage is its upper bound; the library tables that walk builds on first
/// use are library set-up, shown apart.
enum LargestGoldenProgram {
    static func report(runs: Int) {
        let folder = "Tests/SwiftSubsetTests/Golden"
        guard let files = FileManager.default.enumerator(atPath: folder)?.compactMap({ $0 as? String })
            .filter({ $0.hasSuffix(".swift") && !$0.hasPrefix("_shims") }),
              let largest = files.max(by: { size(folder + "/" + $0) < size(folder + "/" + $1) }),
              let text = try? String(contentsOfFile: folder + "/" + largest, encoding: .utf8) else {
            print("  stages: golden programs not found (run from the repository root)")
            return
        }
        var samples: [LessonLoadBenchmark.Sample] = []
        for _ in 0..<runs {
            StageTimes.reset()
            let start = StageTimes.now()
            let session = Session { _ in }
            if case .failure(let diagnostics) = session.evaluate(text, file: largest) {
                print("  stages: \(largest) does not load\n" + DiagnosticRenderer().render(diagnostics))
                return
            }
            samples.append(LessonLoadBenchmark.Sample(wall: seconds(StageTimes.now() - start), stages: StageTimes.total))
            withExtendedLifetime(session) {}
        }
        var row = LessonLoadBenchmark.Row()
        row.add(samples.sorted { $0.wall < $1.wall }[samples.count / 2])
        func ms(_ s: Double) -> String { String(format: "%.2f", s * 1000) }
        print("  stages, largest golden program (\(largest), \(text.split(separator: "\n").count) lines), median of \(samples.count), in a fresh session:")
        print("    set-up \(ms(row.setUp)) ms, parse and lower \(ms(row.frontend)) ms, compile \(ms(row.compile)) ms, "
              + "library tables built while compiling \(ms(row.tables)) ms, run \(ms(row.run)) ms")
        print("    checking (at most the compile stage, which also generates the code) is "
              + String(format: "%.1f", 100 * row.compile / row.load) + "% of the \(ms(row.load)) ms load; "
              + String(format: "%.1f", 100 * (row.compile + row.tables) / row.load) + "% with the tables")
    }

    private static func size(_ path: String) -> Int {
        ((try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? Int) ?? 0
    }
}
