import Course
import FileSystem

extension SubcommandSpec {
    /// `statelab grade`: grades answers without a terminal.
    static var grade: SubcommandSpec {
        SubcommandSpec(
            name: "grade",
            positionals: [],
            options: ["lessons", "answer", "answers", "code", "exercise", "lesson", "from-progress", "student", "format",
                      "first-try-bonus", "all-or-nothing", "seed"],
            formats: GradeSheet.Format.allCases.map(\.rawValue),
            summary: "Grade answers without a terminal: an exercise, a lesson or the whole course",
            details: """
                Grades exercises and predictions by running them, as :choose and :answer
                do at the prompt. Answers come from --answer ID=CHOICE (repeatable), from
                an answers file (--answers FILE: one answer a line, # comments), from the
                learner's own Swift for a code exercise (--code ID=FILE, repeatable), or
                from a learner's progress file (--from-progress FILE: their last choice of
                each exercise is run again, their attempts and hints count for the
                first-try bonus). An answer is written ID=CHOICE or `ID: CHOICE`, on the
                command line and in a file alike. The scope is the whole course, or
                --lesson ID or --exercise ID (both repeatable); an exercise in scope
                without an answer fails as "not answered".

                Formats (--format): text (default); json — Exercism's test-runner
                results.json, version 3, with StateLab's own record under "statelab";
                classroom — the result GitHub Classroom's autograding reporter reads;
                junit; tap. A choice scores 1 when it passes and 0 when it does not,
                however many of its checks a wrong choice happens to pass; the learner's
                own code (--code) scores the share of its checks that pass
                (--all-or-nothing: 1 or 0). Add --first-try-bonus N for an exercise
                passed at the first attempt with no hint. Bad input — an unknown id, a
                malformed answers file, a choice not offered, code that does not compile
                or never finishes — is reported with its place and status "error". The
                same input gives the same bytes. Exit status: 0 only when everything in
                scope passed.
                """,
            run: { arguments, context in GradeCommand(arguments: arguments, context: context).run() })
    }
}

/// The work of `statelab grade`, decoded from its arguments.
struct GradeCommand {
    let arguments: ParsedArguments
    let context: CommandLineContext

    func run() -> Int32 {
        let format = GradeSheet.Format(rawValue: arguments.value("format") ?? "text") ?? .text
        var problems: [LessonDiagnostic] = []
        var submission = Submission(student: arguments.value("student"))
        var history: [String: BatchGrader.History] = [:]

        if let path = arguments.value("from-progress") {
            do {
                let record = try ProgressStore(path: path).load()
                if submission.student == nil { submission.student = record.student }
                for (id, progress) in record.exercises.sorted(by: { $0.key < $1.key }) {
                    history[id] = BatchGrader.History(attempts: progress.attemptsToSolve > 0 ? progress.attemptsToSolve : progress.attempts,
                                                      hintsUsed: progress.hintsUsed)
                    if let last = progress.choices.last(where: { $0 != "edited code" }) {
                        submission.entries.append(.init(id: id, answer: .choice(last), location: LessonLocation(file: path, line: 0, column: 0)))
                    }
                }
                for (id, prediction) in record.predictions.sorted(by: { $0.key < $1.key }) {
                    submission.entries.append(.init(id: id, answer: .choice(prediction.answer), location: LessonLocation(file: path, line: 0, column: 0)))
                }
            } catch {
                problems.append(LessonDiagnostic(error.description, at: LessonLocation(file: path, line: 0, column: 0)))
            }
        }
        if let path = arguments.value("answers") {
            if let text = FileSystem.text(of: path) {
                let (entries, found) = Submission.parseAnswersFile(text, file: path)
                submission.entries += entries
                problems += found
            } else {
                problems.append(LessonDiagnostic("cannot read the answers file \(path)", at: LessonLocation(file: path, line: 0, column: 0)))
            }
        }
        for (index, pair) in arguments.allValues("answer").enumerated() {
            let location = LessonLocation(file: "--answer", line: index + 1, column: 1)
            switch Submission.parseAnswer(pair) {
            case .success(let answer):
                submission.entries.append(.init(id: answer.id, answer: .choice(answer.choice), location: location))
            case .failure(let problem):
                problems.append(LessonDiagnostic(problem.message, at: location))
            }
        }
        for (index, pair) in arguments.allValues("code").enumerated() {
            let location = LessonLocation(file: "--code", line: index + 1, column: 1)
            guard let (id, file) = Self.split(pair) else {
                problems.append(LessonDiagnostic("--code takes ID=FILE, not \(pair)", at: location))
                continue
            }
            guard let text = FileSystem.text(of: file) else {
                problems.append(LessonDiagnostic("cannot read \(file), the code given for \(id)", at: location))
                continue
            }
            submission.entries.append(.init(id: id, answer: .code(text: text, file: file), location: LessonLocation(file: file, line: 1, column: 1)))
        }

        let scope: BatchGrader.Scope
        let items = arguments.allValues("exercise")
        let lessons = arguments.allValues("lesson")
        if !items.isEmpty { scope = .items(items) } else if !lessons.isEmpty { scope = .lessons(lessons) } else { scope = .course }

        // Grading named exercises or lessons reads only the lessons that hold
        // them and the answers given (an answer to an exercise elsewhere is
        // known, not an unknown id); named exercises alone, only those items.
        let named = items + lessons
        let pack: LessonPack
        do throws(LessonDiagnostic) {
            pack = try CourseLaunch.pack(CourseOptions(arguments),
                                         mentioning: named.isEmpty ? nil : named + submission.entries.map(\.id),
                                         itemsOnly: lessons.isEmpty && !items.isEmpty)
        } catch {
            context.output.writeError("statelab: \(error.description)\n")
            return 1
        }
        let options = BatchGrader.Options(partialCredit: !arguments.flag("all-or-nothing"),
                                          firstTryBonus: arguments.value("first-try-bonus").flatMap(Double.init) ?? 0)
        let grader = BatchGrader(pack: pack, options: options,
                                 runner: ScenarioRunner(seed: arguments.value("seed").flatMap(UInt64.init) ?? 0))
        for problem in grader.validate(scope) {
            problems.append(LessonDiagnostic(problem, at: LessonLocation(file: "--exercise/--lesson", line: 0, column: 0)))
        }
        let sheet = grader.grade(submission, scope: scope, history: history, inputProblems: problems)
        context.output.write(sheet.rendered(as: format))
        return sheet.exitStatus
    }

    /// `id=value` → (id, value).
    static func split(_ pair: String) -> (String, String)? {
        guard let equals = pair.firstIndex(of: "=") else { return nil }
        let id = String(pair[..<equals]), value = String(pair[pair.index(after: equals)...])
        return id.isEmpty || value.isEmpty ? nil : (id, value)
    }
}
