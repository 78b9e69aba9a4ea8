import Foundation
import Testing
@testable import Course

/// Grading without a terminal: answers in, a sheet out, every format from
/// it, bad input as errors with places.
@Suite("Grading submissions and class reports")
struct BatchGraderTests {
    static let pack = LessonPack(folder: "P", files: [LessonFile(path: "01-tiny.md", text: PackValidatorTests.lesson)])
    let grader = BatchGrader(pack: Self.pack)

    func entry(_ id: String, _ answer: String, line: Int = 1) -> Submission.Entry {
        Submission.Entry(id: id, answer: .choice(answer), location: LessonLocation(file: "answers.txt", line: line, column: 1))
    }

    @Test func rightWrongAndUnansweredEachHaveAStatusAndAScore() {
        let sheet = grader.grade(Submission(entries: [entry("tiny-wrapper", "State")], student: "Ada"), scope: .course)
        #expect(sheet.entries.map(\.id) == ["tiny-count", "tiny-wrapper"])
        let prediction = sheet.entries[0]
        #expect(prediction.status == .fail && prediction.message == "not answered")
        let exercise = sheet.entries[1]
        #expect(exercise.status == .fail)
        #expect(exercise.tag == "state-does-not-observe")
        #expect(exercise.score == 0, "one of the two checks passed, but a wrong choice earns nothing")
        #expect(exercise.message.hasPrefix("Home.body did not run during \"Add\""))
        #expect(sheet.status == .fail && sheet.exitStatus == 1)

        let right = grader.grade(Submission(entries: [entry("tiny-wrapper", "stateobject"), entry("tiny-count", "1")]), scope: .course)
        #expect(right.status == .pass && right.exitStatus == 0)
        #expect(right.score == 2 && right.maxScore == 2)
        #expect(right.entries[1].output == "Counter made\n" || right.entries[1].output.isEmpty)
    }

    /// A wrong choice is wrong: it passed one of tiny-wrapper's two checks
    /// and scored 0.5 before, so guessing earned points. The learner's own
    /// code that does as much still earns its share — what it got right is
    /// theirs — unless grading is all or nothing.
    @Test func aWrongChoiceScoresNothingWhileCodeEarnsItsShare() throws {
        let exercise = try #require(Self.pack.exercise(id: "tiny-wrapper"))
        let choice = grader.grade(Submission(entries: [entry("tiny-wrapper", "State")]), scope: .items(["tiny-wrapper"]))
        #expect(choice.entries.map(\.score) == [0])
        #expect(choice.entries.first?.checks.map(\.passed) == [false, true], "it does pass one check")
        let sameCode = exercise.code.text.replacingEvery("<#counter declaration#>", with: "@State private var counter = Counter()")
        let code = Submission.Entry(id: "tiny-wrapper", answer: .code(text: sameCode, file: "mine.swift"),
                                    location: LessonLocation(file: "mine.swift", line: 1, column: 1))
        #expect(grader.grade(Submission(entries: [code]), scope: .items(["tiny-wrapper"])).entries.map(\.score) == [0.5])
        let strict = BatchGrader(pack: Self.pack, options: .init(partialCredit: false))
        #expect(strict.grade(Submission(entries: [code]), scope: .items(["tiny-wrapper"])).entries.map(\.score) == [0])
    }

    /// An answer reads the same written `id: choice` or `id=choice`, in a
    /// file as on the command line; anything else is refused naming both.
    @Test(arguments: ["tiny-wrapper: StateObject", "tiny-wrapper=StateObject", "  tiny-wrapper = \"StateObject\" ", "tiny-wrapper:StateObject"])
    func anAnswerIsReadInEitherForm(_ written: String) throws {
        let answer = try Submission.parseAnswer(written).get()
        #expect(answer.id == "tiny-wrapper" && answer.choice == "StateObject")
        let (entries, problems) = Submission.parseAnswersFile(written + "\n", file: "a.txt")
        #expect(problems.isEmpty && entries.map(\.answer) == [.choice("StateObject")])
    }

    @Test func aChoiceMayHoldAColonOrAnEqualsSignAfterTheID() throws {
        for (written, id, choice) in [("stale-count=Stops: 0", "stale-count", "Stops: 0"), ("stale-count: Stops: 0", "stale-count", "Stops: 0"),
                                      ("pick: a = b", "pick", "a = b")] {
            let answer = try Submission.parseAnswer(written).get()
            #expect(answer.id == id && answer.choice == choice, "\(written)")
        }
    }

    @Test func anAnswerInNeitherFormNamesBoth() {
        func problem(_ written: String) -> String? {
            if case .failure(let problem) = Submission.parseAnswer(written) { return problem.message }
            return nil
        }
        let forms = "`exercise-id: choice` or `exercise-id=choice`"
        #expect(problem("tiny-wrapper StateObject") == "`tiny-wrapper StateObject` is not an answer: write \(forms)")
        #expect(problem("=StateObject") == "this answer has no exercise id before the `=`: write \(forms)")
        #expect(problem("tiny-wrapper:  ") == "tiny-wrapper has no choice after its id: write \(forms)")
    }

    @Test func theFirstTryBonusAndAllOrNothingAreOptions() {
        let bonus = BatchGrader(pack: Self.pack, options: .init(partialCredit: false, firstTryBonus: 0.5))
        let sheet = bonus.grade(Submission(entries: [entry("tiny-wrapper", "StateObject")]), scope: .items(["tiny-wrapper"]))
        #expect(sheet.entries.map(\.score) == [1.5])
        let late = bonus.grade(Submission(entries: [entry("tiny-wrapper", "StateObject")]), scope: .items(["tiny-wrapper"]),
                               history: ["tiny-wrapper": .init(attempts: 3, hintsUsed: 1)])
        #expect(late.entries.map(\.score) == [1])
        let wrong = bonus.grade(Submission(entries: [entry("tiny-wrapper", "State")]), scope: .items(["tiny-wrapper"]))
        #expect(wrong.entries.map(\.score) == [0], "all or nothing")
    }

    @Test func badInputIsAnErrorWithItsPlaceNeverACrash() {
        let (entries, problems) = Submission.parseAnswersFile("# answers\ntiny-wrapper: Nope\n  oops\ntiny-cout: 1\ntiny-count: many\n", file: "a.txt")
        #expect(problems.map(\.description) == ["a.txt:3:3: error: `oops` is not an answer: write `exercise-id: choice` or `exercise-id=choice`"])
        let sheet = grader.grade(Submission(entries: entries), scope: .course, inputProblems: problems)
        let messages = sheet.entries.filter { $0.status == .error }.map(\.message)
        #expect(messages == [
            "a.txt:3:3: `oops` is not an answer: write `exercise-id: choice` or `exercise-id=choice`",
            "a.txt:4:1: no exercise or prediction is called tiny-cout in this pack — did you mean tiny-count?",
            "a.txt:5:1: many is not a whole number, which prediction tiny-count asks for",
            "a.txt:2:1: Nope is not a choice of tiny-wrapper (choices: StateObject, State, plain let)",
        ])
        #expect(sheet.status == .error)
    }

    /// A file saved on Windows reads as the same file saved elsewhere:
    /// same answers, same places.
    @Test func anAnswersFileWithWindowsLineEndsReadsTheSame() {
        let unix = "# answers\ntiny-wrapper: StateObject\n\n  tiny-count: 1   # a comment\n"
        let windows = unix.replacingOccurrences(of: "\n", with: "\r\n")
        let (fromUnix, unixProblems) = Submission.parseAnswersFile(unix, file: "a.txt")
        let (fromWindows, windowsProblems) = Submission.parseAnswersFile(windows, file: "a.txt")
        #expect(unixProblems.isEmpty && windowsProblems.isEmpty)
        #expect(fromWindows.map(\.id) == ["tiny-wrapper", "tiny-count"])
        #expect(fromWindows.map(\.answer) == fromUnix.map(\.answer))
        #expect(fromWindows.map(\.location) == fromUnix.map(\.location))
        let sheet = grader.grade(Submission(entries: fromWindows), scope: .items(["tiny-wrapper"]))
        #expect(sheet.entries.map(\.status) == [.pass])
    }

    /// An id answered twice in one file is an error at the second line,
    /// naming the first; the later answer is graded.
    @Test func anIDAnsweredTwiceIsAnError() {
        let (entries, problems) = Submission.parseAnswersFile("tiny-wrapper: State\ntiny-wrapper: StateObject\n", file: "a.txt")
        #expect(problems.map(\.description) == [
            "a.txt:2:1: error: tiny-wrapper is answered twice (first at a.txt:1:1); this later answer is the one graded",
        ])
        #expect(entries.map(\.answer) == [.choice("StateObject")])
        let sheet = grader.grade(Submission(entries: entries), scope: .items(["tiny-wrapper"]), inputProblems: problems)
        #expect(sheet.status == .error)
        #expect(sheet.entries.contains { $0.id == "tiny-wrapper" && $0.status == .pass })
    }

    @Test func codeThatDoesNotCompileOrNeverEndsIsAnError() throws {
        let exercise = try #require(Self.pack.exercise(id: "tiny-wrapper"))
        let broken = Submission.Entry(id: "tiny-wrapper", answer: .code(text: "struct Home: View {\n  var body: some View { Text(missing) }\n}\n", file: "mine.swift"),
                                      location: LessonLocation(file: "mine.swift", line: 1, column: 1))
        let sheet = grader.grade(Submission(entries: [broken]), scope: .items(["tiny-wrapper"]))
        #expect(sheet.entries.first?.status == .error)
        #expect(sheet.entries.first?.message.contains("mine.swift:2:") == true, "\(sheet.entries.first?.message ?? "")")
        let endless = exercise.code.text.replacingEvery("<#counter declaration#>", with: "@StateObject private var counter = Counter()")
            .replacingEvery("Button(\"Add\") { counter.count += 1 }", with: "Button(\"Add\") { while true { counter.count += 1 } }")
        let loop = Submission.Entry(id: "tiny-wrapper", answer: .code(text: endless, file: "loop.swift"),
                                    location: LessonLocation(file: "loop.swift", line: 1, column: 1))
        let stopped = BatchGrader(pack: Self.pack, runner: ScenarioRunner(stepLimit: 100_000))
            .grade(Submission(entries: [loop]), scope: .items(["tiny-wrapper"]))
        #expect(stopped.entries.first?.status == .error)
        #expect(stopped.entries.first?.message.contains("did not finish: `:tap Add`: stopped: more than 100000 steps") == true,
                "\(stopped.entries.first?.message ?? "")")
        // Top-level code that never ends, or crashes, compiled: it is said
        // to have been stopped or to have crashed, where.
        for (code, said) in [("while true { }\n", "the code given for tiny-wrapper did not finish: top.swift:1:1: stopped: more than 100000 steps"),
                             ("let a = [1]\nprint(a[3])\n", "the code given for tiny-wrapper crashed as it ran: top.swift:2:7: Fatal error: Index out of range")] {
            let top = Submission.Entry(id: "tiny-wrapper", answer: .code(text: code, file: "top.swift"),
                                       location: LessonLocation(file: "top.swift", line: 1, column: 1))
            let sheet = BatchGrader(pack: Self.pack, runner: ScenarioRunner(stepLimit: 100_000))
                .grade(Submission(entries: [top]), scope: .items(["tiny-wrapper"]))
            #expect(sheet.entries.first?.status == .error)
            #expect(sheet.entries.first?.message.hasPrefix(said) == true, "\(sheet.entries.first?.message ?? "")")
        }
    }

    @Test func everyFormatIsDeterministicAndShapedForItsReader() throws {
        let submission = Submission(entries: [entry("tiny-wrapper", "State"), entry("tiny-count", "1")], student: "Ada")
        for format in GradeSheet.Format.allCases {
            #expect(grader.grade(submission, scope: .course).rendered(as: format) == grader.grade(submission, scope: .course).rendered(as: format))
        }
        let sheet = grader.grade(submission, scope: .course)
        let json = try JSONSerialization.jsonObject(with: Data(sheet.rendered(as: .json).utf8)) as? [String: Any]
        #expect(json?["version"] as? Int == 3)
        #expect(json?["status"] as? String == "fail")
        let tests = json?["tests"] as? [[String: Any]]
        #expect(tests?.count == 2)
        #expect(tests?.first?["task_id"] as? Int == 2)
        #expect((tests?.last?["output"] as? String).map { $0.count <= 500 } ?? true)
        let classroom = try JSONSerialization.jsonObject(with: Data(sheet.rendered(as: .classroom).utf8)) as? [String: Any]
        #expect(classroom?["max_score"] as? Double == 2)
        #expect((classroom?["tests"] as? [[String: Any]])?.last?["score"] as? Double == 0)
        #expect(sheet.rendered(as: .junit).contains("<testcase classname=\"tiny-owner\" name=\"tiny-wrapper\">\n      <failure message="))
        #expect(sheet.rendered(as: .tap).hasPrefix("TAP version 13\n1..2\nok 1 - tiny-owner/tiny-count\nnot ok 2 - tiny-owner/tiny-wrapper\n"))
    }

    @Test func aClassReportCountsMisconceptionsAndTellsPackVersionsApart() throws {
        let ada = grader.grade(Submission(entries: [entry("tiny-wrapper", "State")], student: "Ada"), scope: .course)
        let bo = grader.grade(Submission(entries: [entry("tiny-wrapper", "State"), entry("tiny-count", "1")], student: "Bo"), scope: .course)
        var cy = ProgressRecord(student: "Cy")
        cy.packHash = "sha256:another"
        cy.recordAttempt(exercise: "tiny-wrapper", lesson: "tiny-owner", choice: "plain let", passed: false, mistake: "plain-property-does-not-observe")
        cy.recordAttempt(exercise: "tiny-wrapper", lesson: "tiny-owner", choice: "StateObject", passed: true, mistake: nil)
        cy.recordHint(exercise: "tiny-wrapper", lesson: "tiny-owner")
        // Cy's file as Foundation's encoder wrote progress before StateLab wrote its own JSON.
        let files = [("ada.json", Array(ada.rendered(as: .json).utf8)), ("bo.json", Array(bo.rendered(as: .json).utf8)),
                     ("progress-Cy.json", Array(try JSONEncoder().encode(cy))), ("junk.json", Array("{}".utf8))]
        let report = ClassReport.build(files: files)
        #expect(report.rows.map { "\($0.student) \($0.exercisesPassed)/\($0.exercises) \($0.predictionsRight)/\($0.predictions) \($0.hintsUsed) \($0.attempts)" }
                == ["Ada 0/1 0/1 0 1", "Bo 0/1 1/1 0 1", "Cy 1/1 0/0 1 2"])
        #expect(report.misconceptions.map { "\($0.count) \($0.tag)" } == ["2 state-does-not-observe", "1 plain-property-does-not-observe"])
        #expect(report.packVersions.count == 2)
        #expect(report.problems == ["junk.json is neither a StateLab progress file nor a grade file (statelab grade --format json); it was left out"])
        #expect(report.rendered(as: .text).contains("results come from 2 versions of the lesson pack"))
        #expect(report.rendered(as: .csv).hasPrefix("student,lesson,exercises_passed,exercises,predictions_right,predictions,hints_used,attempts,pack_hash\nAda,tiny-owner,0,1,0,1,0,1,sha256:"))
    }

    @Test func aClassGradedTogetherGetsTheSheetsEachWouldGetAlone() {
        let answers = ["StateObject", "State", "plain let", "Nope", "StateObject", "State"]
        let batch = answers.enumerated().map { index, answer in
            (Submission(entries: [entry("tiny-wrapper", answer)], student: "s\(index)"), BatchGrader.Scope.items(["tiny-wrapper"]))
        }
        let together = grader.gradeAll(batch)
        let alone = batch.map { grader.grade($0.0, scope: $0.1) }
        #expect(together.map { $0.rendered(as: .json) } == alone.map { $0.rendered(as: .json) })
        #expect(together.map(\.status) == [.pass, .fail, .fail, .error, .pass, .fail])
    }
}
