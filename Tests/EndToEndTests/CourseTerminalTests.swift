import Foundation
import StateLabTestSupport
import Testing

/// A learner at a terminal walking a built-in lesson: the welcome, the
/// lesson and step in the prompt, Tab completing choices, a wrong choice
/// whose feedback quotes event numbers, a hint, the right choice, and the
/// place remembered across runs.
@Suite("The course on a terminal", .serialized)
struct CourseTerminalTests {
    let home: TemporaryDirectory

    init() throws {
        home = try TemporaryDirectory(prefix: "statelab-learner")
    }

    func start() throws -> (TerminalSession, String) {
        let session = try TerminalSession(environment: IsolatedEnvironment.make(home: home.path), directory: home.path)
        let greeting = try session.expect("statelab> ")
        return (session, greeting)
    }

    @Test func aLearnerWalksTheOwnerLessonAndComesBack() throws {
        let (session, greeting) = try start()
        #expect(greeting.contains("Welcome to the StateLab course"))
        session.type(":open owner-and-observer\r")
        try session.expect("[owner-and-observer 1/")
        // Walk the steps as a learner would, up to the first exercise.
        var seen = ""
        var step = 1
        while !seen.contains("Exercise (creator-owns-log)") && step < 20 {
            step += 1
            session.type(":next\r")
            try session.expect("step \(step) of")
            seen = try session.expect("[owner-and-observer \(step)/")
        }
        try session.expect("statelab> ")
        #expect(seen.contains("Choices: StateObject · ObservedObject · State"))
        session.type(":choose Obs\t")
        try session.expect("ervedObject ") // libedit draws the inserted rest of the word
        session.type("\r")
        let wrong = try session.expect("statelab> ")
        #expect(wrong.contains("✗ ObservedObject does not pass"))
        #expect(wrong.range(of: #"BirdLog\.init ran (twice|\d+ times); expected once — events\s+\d+"#, options: .regularExpression) != nil, "\(wrong)")
        session.type(":hint\r")
        try session.expect("Hint 1 of 3")
        try session.expect("statelab> ")
        session.type(":choose StateObject\r")
        let right = try session.expect("statelab> ")
        #expect(right.contains("✓ StateObject passes"))
        session.type(":timeline\r")
        try session.expect("kept by LogScreen.log")
        session.type(":q\r")
        #expect(try session.waitForExit() == 0)

        let (again, welcomeBack) = try start()
        #expect(welcomeBack.contains("Welcome back — resuming \u{201C}Owner and observer\u{201D}"))
        #expect(welcomeBack.contains("[owner-and-observer "))
        again.type(":progress\r")
        let progress = try again.expect("statelab> ")
        #expect(progress.contains("owner-and-observer      1/3"), "\(progress)")
        again.type(":q\r")
        #expect(try again.waitForExit() == 0)
    }
}
