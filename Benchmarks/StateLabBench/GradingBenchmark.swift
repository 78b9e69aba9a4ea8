import BuiltinLessons
import Course
import Foundation

/// What grading a class costs in one process: every choice of every
/// exercise of the built-in pack, then N submissions (one answer each,
/// spread over the exercises and their choices) graded on every processor.
/// Then one `statelab grade` process for a single exercise, timed from
/// outside beside a Swift hello-world and swiftc compile-and-run
/// (`GradeProcessBenchmark`).
struct GradingBenchmark {
    let submissions: Int
    let processRuns: Int

    func run() {
        let pack = LessonPack(folder: "Lessons", files: BuiltinLessons.files.map { LessonFile(path: $0.path, text: $0.text) })
        let exercises = pack.sequence.flatMap(\.exercises).filter { $0.kind == .choice }
        let grader = BatchGrader(pack: pack)

        var every: [(Submission, BatchGrader.Scope)] = []
        for exercise in exercises {
            for choice in exercise.choices {
                every.append((Submission(entries: [.init(id: exercise.id, answer: .choice(choice.name),
                                                          location: LessonLocation(file: "bench", line: 1, column: 1))]),
                              .items([exercise.id])))
            }
        }
        var start = DispatchTime.now().uptimeNanoseconds
        var passed = 0
        for (submission, scope) in every where grader.grade(submission, scope: scope).status == .pass { passed += 1 }
        let everyChoice = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9

        var batch: [(Submission, BatchGrader.Scope)] = []
        for index in 0..<submissions {
            let exercise = exercises[index % exercises.count]
            let choice = exercise.choices[(index / exercises.count) % exercise.choices.count]
            batch.append((Submission(entries: [.init(id: exercise.id, answer: .choice(choice.name),
                                                      location: LessonLocation(file: "bench", line: 1, column: 1))],
                                     student: "student-\(index)"), .items([exercise.id])))
        }
        start = DispatchTime.now().uptimeNanoseconds
        let sheets = grader.gradeAll(batch)
        let parallel = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        start = DispatchTime.now().uptimeNanoseconds
        let unshared = grader.gradeAll(batch, memoize: false)
        let everyRun = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        let same = zip(sheets, unshared).allSatisfy { $0.rendered(as: .json) == $1.rendered(as: .json) }

        print("grading benchmark (\(ProcessInfo.processInfo.activeProcessorCount) processors)")
        print("  every choice of every exercise: \(every.count) grades in \(format(everyChoice)) s, one after another "
              + "(\(format(everyChoice / Double(every.count) * 1000)) ms each; \(passed) accepted answers passed)")
        print("  \(submissions) submissions, one process, all processors: \(format(parallel)) s "
              + "(\(sheets.count) sheets, \(sheets.filter { $0.status == .pass }.count) passing; each distinct answer run once) — goal: 1,000 in under 2 s")
        print("  the same, every submission run anew: \(format(everyRun)) s (sheets identical: \(same))")

        let single = pack.exercise(id: "creator-owns-log")
        let program = single.flatMap { e in e.choice(named: "StateObject").map { e.program(for: $0) } }
        GradeProcessBenchmark(runs: processRuns, exerciseID: "creator-owns-log", choice: "StateObject", program: program).run()
    }
}
