import Foundation
import StateLabTestSupport
import Testing

/// The course through the real binary: a fixture pack (Fixtures/course,
/// one good lesson and one broken one) driven through a pipe, as a grader
/// or a learner's script would, and the built-in pack proven.
@Suite("The course, end to end")
struct CourseEndToEndTests {
    let folder: TemporaryDirectory
    var environment: [String: String] { IsolatedEnvironment.make(home: folder.path) }
    static let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures/course").path

    init() throws {
        folder = try TemporaryDirectory(prefix: "statelab-course")
    }

    func statelab(_ arguments: [String], input: String = "", extra: [String: String] = [:]) throws -> ProcessRun {
        try ProcessRun.statelab(arguments, input: input, environment: environment.merging(extra) { $1 }, directory: folder.path)
    }

    var course: [String] { ["--lessons", Self.fixture, "--progress", folder.path + "/progress.json"] }

    @Test func theBuiltInPackIsProven() throws {
        let run = try statelab(["check-lessons"])
        #expect(run.status == 0, "\(run.standardError)")
        #expect(run.standardOutput.contains("all proven"))
    }

    @Test func aBrokenLessonIsListedWithItsPlaceWhileTheOthersLoad() throws {
        let run = try statelab(course, input: ":lessons\n:open tally\n")
        #expect(run.status == 0, "\(run.standardError)")
        #expect(run.standardOutput.contains("A tally that survives"))
        #expect(run.standardOutput.contains("02-broken.md: not loaded — \(Self.fixture)/02-broken.md:12:7: no `swift` block before this exercise"))
        let check = try statelab(["check-lessons", Self.fixture])
        #expect(check.status == 1)
        #expect(check.standardError.contains("02-broken.md:12:7: error: no `swift` block before this exercise holds <#nowhere#>\n 12 | slot: nowhere\n    |       ^"))
        #expect(check.standardOutput.contains("1 problem"))
    }

    @Test func aLearnerPredictsChoosesWronglyTakesAHintThenChoosesRight() throws {
        let run = try statelab(course, input: """
            :open tally
            :next
            :answer 3
            :next
            :choose ObservedObject
            :hint
            :choose stateobject
            """)
        #expect(run.status == 0, "\(run.standardError)")
        let out = run.standardOutput
        #expect(out.contains("✗ You predicted 3; the answer is 1."))
        #expect(!out.contains("already"), "a first answer is not called a repeat")
        #expect(out.contains("The runtime: Tally.init ran once — event"))
        #expect(out.contains("✗ ObservedObject does not pass"))
        // The feedback quotes the learner's own run: counts and event numbers.
        #expect(out.range(of: #"Tally\.init ran (twice|\d+ times); expected once — events \d+, \d+"#, options: .regularExpression) != nil, "\(out)")
        #expect(out.contains("Why: Each new Counter struct made a new tally."))
        #expect(out.contains("Hint 1 of 2"))
        #expect(out.contains("✓ StateObject passes"))

        let later = try statelab(course, input: ":progress\n")
        #expect(later.standardOutput.contains("tally                   1/1         0/1           1       2"), "\(later.standardOutput)")
        let saved = try String(contentsOfFile: folder.path + "/progress.json", encoding: .utf8)
        #expect(saved.contains("\"observer-in-creator\""))
        #expect(saved.contains("\"packHash\" : \"sha256:"))
    }

    @Test func theSamePipedSessionPrintsTheSameBytes() throws {
        let input = ":open tally\n:next\n:next\n:choose State\n:compare State StateObject\n"
        let first = try statelab(course + ["--progress", folder.path + "/a.json"], input: input)
        let second = try statelab(course + ["--progress", folder.path + "/b.json"], input: input)
        #expect(first.standardOutput == second.standardOutput)
        #expect(first.standardOutput.contains("State                                            │ StateObject"))
    }

    @Test func editedCodeIsGradedByWhatItDoes() throws {
        // An "editor" that fills the slot with @StateObject.
        let editor = try folder.write("#!/bin/sh\nsed -i 's/@<#wrapper#>/@StateObject/' \"$1\"\n", to: "editor.sh")
        chmod(editor, 0o755)
        let run = try statelab(course, input: ":open tally\n:next\n:next\n:edit\n:check\n", extra: ["EDITOR": editor])
        #expect(run.status == 0, "\(run.standardError)")
        #expect(run.standardOutput.contains("Your edit is kept for tally-owner"))
        #expect(run.standardOutput.contains("✓ your code passes"))
    }

    /// Edited code of a choice exercise that fails is pointed back to the
    /// editor, not told to "try another choice" it never made.
    @Test func failingEditedCodeIsSentBackToTheEditor() throws {
        let editor = try folder.write("#!/bin/sh\nsed -i 's/@<#wrapper#>/@ObservedObject/' \"$1\"\n", to: "editor.sh")
        chmod(editor, 0o755)
        let run = try statelab(course, input: ":open tally\n:next\n:next\n:edit\n:check\n", extra: ["EDITOR": editor])
        #expect(run.standardOutput.contains("✗ your code does not pass"), "\(run.standardOutput)")
        #expect(run.standardOutput.contains(":edit the code again, :hint for a hint."), "\(run.standardOutput)")
        #expect(!run.standardOutput.contains("Try another choice"), "\(run.standardOutput)")
    }

    @Test func progressIsErasedOnlyWhenAsked() throws {
        _ = try statelab(course, input: ":open tally\n:next\n:next\n:choose State\n")
        let refused = try statelab(course, input: ":reset progress\n")
        #expect(refused.status == 1)
        #expect(refused.standardError.contains("needs --yes"))
        let erased = try statelab(course, input: ":reset progress --yes\n:progress\n")
        #expect(erased.status == 0)
        #expect(erased.standardOutput.contains("tally                   0/1         0/1           0       0"), "\(erased.standardOutput)")
    }

    @Test func lessonsListsThePackAndRevealsAnswersOnlyWhenAsked() throws {
        let plain = try statelab(["lessons", "--lessons", Self.fixture, "--format", "json"])
        #expect(plain.status == 1, "a broken lesson makes the listing fail")
        #expect(plain.standardOutput.contains("\"id\" : \"tally-owner\""))
        #expect(!plain.standardOutput.contains("\"answers\""))
        let revealed = try statelab(["lessons", "--lessons", Self.fixture, "--reveal"])
        #expect(revealed.standardOutput.contains("choices: StateObject · ObservedObject · State\n    answer: StateObject"))
    }

    @Test func gradeWritesTheSameBytesEveryTimeAndExitsZeroOnlyWhenAllPass() throws {
        try folder.write("# Ada's answers\ntally-owner: ObservedObject\ntally-made: 1\n", to: "answers.txt")
        let arguments = ["grade", "--lessons", Self.fixture, "--answers", "answers.txt", "--student", "Ada", "--format", "json"]
        let first = try statelab(arguments)
        let second = try statelab(arguments)
        #expect(first.status == 1)
        #expect(first.standardOutput == second.standardOutput)
        #expect(first.standardOutput.contains("\"version\" : 3"))
        let fixed = try statelab(["grade", "--lessons", Self.fixture, "--answer", "tally-owner=StateObject", "--answer", "tally-made=1",
                                  "--format", "classroom"])
        #expect(fixed.status == 0, "\(fixed.standardOutput)")
        #expect(fixed.standardOutput.contains("\"status\" : \"pass\""))
        let unknown = try statelab(["grade", "--lessons", Self.fixture, "--exercise", "tally-ownr", "--format", "tap"])
        #expect(unknown.status == 1)
        #expect(unknown.standardOutput.contains("no exercise or prediction is called tally-ownr in this pack — did you mean tally-owner?"))
    }

    /// `:open` with a prefix that begins several lesson ids names them,
    /// rather than saying there is no such lesson.
    @Test func aPrefixOfSeveralLessonIdsNamesThem() throws {
        let listing = try statelab(["lessons", "--format", "json"])
        let json = try #require(JSONSerialization.jsonObject(with: Data(listing.standardOutput.utf8)) as? [String: Any])
        let ids = try #require(json["lessons"] as? [[String: Any]]).compactMap { $0["id"] as? String }
        let prefix = try #require(Set(ids.map { String($0.prefix(1)) }).sorted().first { first in ids.filter { $0.hasPrefix(first) }.count > 1 })
        let sharing = ids.filter { $0.hasPrefix(prefix) }
        let run = try statelab(["--progress", folder.path + "/p.json"], input: ":open \(prefix)\n")
        let said = run.standardOutput + run.standardError
        #expect(said.contains("\(prefix) begins \(sharing.count) lesson ids (\(sharing.joined(separator: ", ")))"), "\(said)")
        #expect(!said.contains("no lesson called"), "\(said)")
    }

    /// A lesson where the learner answered a prediction is marked started
    /// in `:lessons` after they move on, not "not yet".
    @Test func aLessonWithAnAnsweredPredictionIsMarkedStarted() throws {
        // Lesson 3's first prediction is its sixth step; then the learner goes
        // back to lesson 1, so the position no longer marks lesson 3.
        let run = try statelab(["--progress", folder.path + "/p.json"],
                               input: ":open owner-and-observer\n" + String(repeating: ":next\n", count: 5) + ":answer 1\n:open 1\n:lessons\n")
        #expect(run.standardOutput.contains("You predicted 1"), "\(run.standardOutput)")
        let row = try #require(run.standardOutput.split(separator: "\n").last { $0.contains(" owner-and-observer ") })
        #expect(row.contains("◐"), "\(row)")
        #expect(!row.contains("▸"), "\(row)")
    }

    /// The summary line counts every line marked `!`: an id that names
    /// nothing and a choice that is not one (it counted only the first).
    @Test func theGradeSummaryCountsEveryRefusedAnswer() throws {
        try folder.write("no-such-exercise: State\ntally-owner: Nope\n", to: "bad.txt")
        let run = try statelab(["grade", "--lessons", Self.fixture, "--answers", "bad.txt"])
        let marked = run.standardOutput.split(separator: "\n").filter { $0.hasPrefix("! ") }
        #expect(marked.count >= 2, "\(run.standardOutput)")
        #expect(marked.contains { $0.contains("Nope is not a choice of tally-owner") }, "\(run.standardOutput)")
        #expect(run.standardOutput.contains(", \(marked.count) errors (marked !);"), "\(run.standardOutput)")
    }

    /// `:compare` reads a choice of several words unquoted, as `:choose`
    /// does, when the words cut into two choices only one way; otherwise it
    /// says to quote them (it said only "needs CHOICE CHOICE").
    @Test func compareTakesAChoiceOfSeveralWordsUnquoted() throws {
        let run = try statelab(["--progress", folder.path + "/p.json"],
                               input: ":open observable-object\n" + String(repeating: ":next\n", count: 8)
                                   + ":compare plain var @Published\n:compare plain var banana\n")
        #expect(run.standardOutput.contains("Exercise (announce-the-eta)"), "\(run.standardOutput)")
        #expect(run.standardOutput.range(of: #"plain var +│ @Published"#, options: .regularExpression) != nil, "\(run.standardOutput)")
        #expect(run.standardError.contains(":compare needs two choices (quote one of several words, e.g. \"plain var\")"), "\(run.standardError)")
    }

    /// A second `:answer` to a prediction says, in a pipe as at a terminal,
    /// that the first one counts, before the verdict that quotes it.
    @Test func aSecondAnswerSaysTheFirstCounts() throws {
        let run = try statelab(course, input: ":open tally\n:next\n:answer 3\n:answer 1\n")
        #expect(run.status == 0, "\(run.standardError)")
        let second = try #require(run.standardOutput.components(separatedBy: "✗ You predicted 3").dropFirst().first)
        #expect(run.standardOutput.contains("you predicted 3 already; the first answer counts"), "\(run.standardOutput)")
        #expect(!second.contains("You predicted 1"), "\(second)")
    }

    /// A teacher grades one exercise of the built-in course with a
    /// learner's whole answers file: answers to exercises of other lessons
    /// are known ids, out of scope — not input errors.
    @Test func gradingOneExerciseWithAWholeAnswersFile() throws {
        let listing = try statelab(["lessons", "--reveal", "--format", "json"])
        let json = try #require(JSONSerialization.jsonObject(with: Data(listing.standardOutput.utf8)) as? [String: Any])
        let lessons = try #require(json["lessons"] as? [[String: Any]])
        let exercises = lessons.compactMap { lesson -> (id: String, answer: String)? in
            guard let first = (lesson["exercises"] as? [[String: Any]])?.first(where: { $0["kind"] as? String == "choice" }),
                  let id = first["id"] as? String, let answer = (first["answers"] as? [String])?.first else { return nil }
            return (id, answer)
        }
        #expect(exercises.count >= 3)
        let graded = exercises[1]
        let file = exercises.map { "\($0.id): \($0.answer)" }.joined(separator: "\n") + "\nno-such-exercise: State\n"
        try folder.write(file, to: "all.txt")
        let run = try statelab(["grade", "--exercise", graded.id, "--answers", "all.txt"])
        #expect(run.standardOutput.contains("\(graded.id)  1.00/1.00"), "\(run.standardOutput)")
        for other in exercises where other.id != graded.id {
            #expect(!run.standardOutput.contains(other.id), "\(run.standardOutput)")
        }
        // A truly unknown id is still an input error, and only it.
        #expect(run.standardOutput.contains("no exercise or prediction is called no-such-exercise in this pack"))
        #expect(run.standardOutput.contains(", 1 error (marked !);"), "\(run.standardOutput)")
        try folder.write(file.replacingOccurrences(of: "no-such-exercise: State\n", with: ""), to: "all.txt")
        #expect(try statelab(["grade", "--exercise", graded.id, "--answers", "all.txt"]).status == 0)
    }

    @Test func reportMakesAClassTableFromGradeAndProgressFiles() throws {
        let ada = try statelab(["grade", "--lessons", Self.fixture, "--answer", "tally-owner=State", "--student", "Ada", "--format", "json"])
        try folder.write(ada.standardOutput, to: "ada.json")
        _ = try statelab(course + ["--student", "Bo", "--progress", folder.path + "/progress-Bo.json"],
                         input: ":open tally\n:next\n:next\n:choose ObservedObject\n:choose StateObject\n")
        let report = try statelab(["report", "ada.json", "progress-Bo.json"])
        #expect(report.status == 0, "\(report.standardError)")
        #expect(report.standardOutput.contains("Ada      tally   0/1"), "\(report.standardOutput)")
        #expect(report.standardOutput.contains("Bo       tally   1/1"), "\(report.standardOutput)")
        #expect(report.standardOutput.contains("1×  observer-in-creator  in tally-owner  (Bo)"))
        #expect(report.standardOutput.contains("1×  state-does-not-observe  in tally-owner  (Ada)"))
        let csv = try statelab(["report", "--format", "csv", "ada.json"])
        #expect(csv.standardOutput.hasPrefix("student,lesson,"))
        let alone = try statelab(["report", "ada.json", "missing.json", "."])
        #expect(alone.status == 1)
        #expect(alone.standardOutput.hasPrefix("Class report: 1 student, 1 file\n"), "\(alone.standardOutput)")
        #expect(alone.standardError.contains("statelab: cannot read missing.json: no such file\n"))
        #expect(alone.standardError.contains("statelab: cannot read .: it is a folder\n"))
    }

    /// The GitHub Classroom workflow in Examples/ runs commands that work:
    /// each `statelab grade` line is run here as the workflow runs it.
    @Test func theClassroomWorkflowsGradeCommandsWork() throws {
        let workflow = try String(contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Examples/classroom/autograding.yml"), encoding: .utf8)
        let commands = workflow.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { $0.hasPrefix("$statelab grade") }
        #expect(commands.count == 3)
        try folder.write("creator-owns-log: StateObject\nowner-one-log: 1\n", to: "answers.txt")
        for command in commands {
            let words = command.replacingOccurrences(of: "\"$GITHUB_ACTOR\"", with: "ada").split(separator: " ").map(String.init)
            let arguments = Array(words.dropFirst().prefix { $0 != ">" && $0 != "||" })
            let run = try statelab(arguments)
            #expect(run.status == 1, "the rest of the course is not answered yet")
            #expect(run.standardError.isEmpty, "\(run.standardError)")
            if arguments.contains("classroom") {
                let json = try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [String: Any]
                #expect(json?["version"] as? Int == 1)
                #expect((json?["tests"] as? [[String: Any]])?.contains { $0["status"] as? String == "pass" } == true)
            }
        }
    }
}
