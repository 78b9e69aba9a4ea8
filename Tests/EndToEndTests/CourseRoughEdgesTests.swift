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
}
