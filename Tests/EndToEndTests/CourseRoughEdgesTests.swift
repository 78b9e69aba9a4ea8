import Foundation
import StateLabTestSupport
import Testing

/// The course's rough edges, through the real binary on the fixture pack
/// (Fixtures/course: the tally lesson's step 1 has neither exercise nor
/// prediction, step 2 a prediction, step 3 the exercise `tally-owner`).
@Suite("The course's rough edges, end to end")
struct CourseRoughEdgesTests {
    let folder: TemporaryDirectory
    var environment: [String: String] { IsolatedEnvironment.make(home: folder.path) }
    static let fixture = CourseEndToEndTests.fixture

    init() throws {
        folder = try TemporaryDirectory(prefix: "statelab-edges")
    }

    func statelab(_ arguments: [String], input: String = "") throws -> ProcessRun {
        try ProcessRun.statelab(arguments, input: input, environment: environment, directory: folder.path)
    }

    var course: [String] { ["--lessons", Self.fixture, "--progress", folder.path + "/progress.json"] }

    /// `--answer` took only `id=choice` and an answers file only `id:
    /// choice`; both forms now read everywhere, the same verdict and bytes.
    @Test func gradeReadsEitherFormOnTheCommandLineAndInAFile() throws {
        let grade = ["grade", "--lessons", Self.fixture, "--exercise", "tally-owner", "--exercise", "tally-made"]
        var outputs: [String] = []
        for (file, answer) in [("tally-owner: StateObject\ntally-made=1\n", "tally-owner=StateObject"),
                               ("tally-owner=StateObject\ntally-made: 1\n", "tally-owner: StateObject")] {
            try folder.write(file, to: "answers.txt")
            let fromFile = try statelab(grade + ["--answers", "answers.txt"])
            #expect(fromFile.status == 0, "\(fromFile.standardOutput)\(fromFile.standardError)")
            let fromFlags = try statelab(grade + ["--answer", answer, "--answer", "tally-made=1"])
            #expect(fromFlags.status == 0, "\(fromFlags.standardOutput)\(fromFlags.standardError)")
            outputs += [fromFile.standardOutput, fromFlags.standardOutput]
        }
        #expect(Set(outputs).count == 1, "the same answers, however written, give the same bytes")
    }

    @Test func anAnswerInNeitherFormIsRefusedNamingBoth() throws {
        let run = try statelab(["grade", "--lessons", Self.fixture, "--exercise", "tally-owner", "--answer", "tally-owner StateObject"])
        #expect(run.status == 2)
        #expect(run.standardError.contains("option --answer needs an answer, ID=CHOICE or 'ID: CHOICE', not 'tally-owner StateObject'"),
                "\(run.standardError)")
        try folder.write("tally-owner StateObject\n", to: "answers.txt")
        let file = try statelab(["grade", "--lessons", Self.fixture, "--exercise", "tally-owner", "--answers", "answers.txt"])
        #expect(file.status == 1)
        #expect(file.standardOutput.contains("answers.txt:1:1: `tally-owner StateObject` is not an answer: write `exercise-id: choice` or `exercise-id=choice`"),
                "\(file.standardOutput)")
    }

    /// ObservedObject passes one of tally-owner's three checks: it scored
    /// 0.33 — a wrong choice earning points. It now scores 0.
    @Test func aWrongChoiceScoresZero() throws {
        let run = try statelab(["grade", "--lessons", Self.fixture, "--exercise", "tally-owner", "--answer", "tally-owner=ObservedObject",
                                "--format", "classroom"])
        #expect(run.status == 1)
        #expect(run.standardOutput.contains("\"score\" : 0,"), "\(run.standardOutput)")
    }

    /// `:check`, `:hint`, `:edit`, `:compare`, `:choose` and `:answer` on a
    /// step without what they need say so in one wording, before asking for
    /// an argument they could not use (`:answer` said "this step asks no
    /// prediction", `:compare` and `:choose` asked for choices).
    @Test func commandsOnAStepWithoutTheirExerciseOrPredictionSaySoAlike() throws {
        let run = try statelab(course, input: """
            :open tally
            :check
            :hint
            :edit
            :compare
            :choose
            :answer
            :next
            :check
            :next
            :answer 1
            :try
            """)
        let lines = run.standardError.split(separator: "\n").map(String.init)
        let nothing = ":next goes on, :lessons lists the lessons"
        #expect(lines == [
            "<stdin>:2: error: this step has no exercise for :check — \(nothing)",
            "<stdin>:3: error: this step has no exercise for :hint — \(nothing)",
            "<stdin>:4: error: this step has no exercise for :edit — \(nothing)",
            "<stdin>:5: error: this step has no exercise for :compare — \(nothing)",
            "<stdin>:6: error: this step has no exercise for :choose — \(nothing)",
            "<stdin>:7: error: this step has no prediction for :answer — \(nothing)",
            "<stdin>:9: error: this step has no exercise for :check — :answer answers its prediction",
            "<stdin>:11: error: this step has no prediction for :answer — :choose answers its exercise",
            "<stdin>:12: error: this step has no commands for :try — \(nothing)",
        ])
    }

    /// `:compare State State` ran one choice twice; `:compare` with no
    /// choices asked for "CHOICE CHOICE" without naming them.
    @Test func compareRefusesAChoiceWithItselfAndNamesTheChoices() throws {
        let run = try statelab(course, input: ":open tally\n:next\n:next\n:compare State state\n:compare\n")
        #expect(run.standardOutput.isEmpty || !run.standardOutput.contains("│ State"), "nothing compared")
        let lines = run.standardError.split(separator: "\n").map(String.init)
        #expect(lines == [
            "<stdin>:4: error: :compare shows two different choices side by side; State was given twice (choices: StateObject, ObservedObject, State)",
            "<stdin>:5: error: :compare needs two choices (quote one of several words, e.g. \"two words\"): StateObject, ObservedObject, State",
        ])
    }

    /// The legend's marks share a line while it stays as wide as the lesson
    /// text (100 columns): the built-in course shows three marks here.
    @Test func theLegendWrapsToTheLessonWidth() throws {
        let run = try statelab(["--progress", folder.path + "/built-in.json"], input: ":open owner-and-observer\n:lessons\n")
        let legend = "▸ you are here   ◐ begun, not yet finished with every exercise solved\n"
            + "· no exercise tried, no prediction answered (reading alone does not count)\n"
        #expect(run.standardOutput.contains("\n" + legend), "\(run.standardOutput)")
    }

    /// A lesson only read showed "·" under a legend that said "not yet";
    /// the legend under `:lessons` now explains every mark the list uses,
    /// and only those.
    @Test func theLessonsLegendExplainsEveryMarkShown() throws {
        let fresh = try statelab(course, input: ":lessons\n")
        #expect(fresh.standardOutput.contains("▸ ·  1. A tally that survives"), "\(fresh.standardOutput)")
        #expect(fresh.standardOutput.contains(
            "\n▸ you are here   · no exercise tried, no prediction answered (reading alone does not count)\n"), "\(fresh.standardOutput)")
        let begun = try statelab(course, input: ":open tally\n:next\n:answer 1\n:lessons\n")
        #expect(begun.standardOutput.contains("▸ ◐  1. A tally that survives"), "\(begun.standardOutput)")
        #expect(begun.standardOutput.contains("\n▸ you are here   ◐ begun, not yet finished with every exercise solved\n"),
                "\(begun.standardOutput)")
    }

    /// `:reset progress` asked "Type yes to erase" and took `y` as no,
    /// saying only "Progress kept.". y and yes, in any case, erase; any
    /// other answer keeps, saying what was answered.
    @Test func resetProgressTakesYOrYesAndSaysWhatHappened() throws {
        let session = try TerminalSession(arguments: course, environment: environment, directory: folder.path)
        try session.expect("statelab> ")
        for line in [":open tally", ":next", ":next", ":choose State"] {
            session.type(line + "\r")
            try session.expect("statelab> ")
        }
        session.type(":reset progress\r")
        try session.expect("y or yes erases it, anything else keeps it: ")
        session.type("nope\r")
        let kept = try session.expect("statelab> ")
        #expect(kept.contains("Progress kept: you answered \"nope\", and only y or yes erases it."), "\(kept)")
        session.type(":progress\r")
        #expect(try session.expect("statelab> ").contains("tally                   0/1         0/1           0       1"))
        session.type(":reset progress\r")
        try session.expect("anything else keeps it: ")
        session.type(" Y \r")
        let erased = try session.expect("statelab> ")
        #expect(erased.contains("Progress erased: every attempt, hint and prediction is forgotten."), "\(erased)")
        session.type(":progress\r")
        #expect(try session.expect("statelab> ").contains("tally                   0/1         0/1           0       0"))
        session.type(":q\r")
        #expect(try session.waitForExit() == 0)
    }
}
