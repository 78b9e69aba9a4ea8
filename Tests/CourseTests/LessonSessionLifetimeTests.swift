import BuiltinLessons
import LiveRuntime
import SwiftSubset
import Testing
@testable import Course

/// Opening a step makes a fresh session for its program (the console's
/// load); the one before must then be freed, with its interpreter, or a
/// learner going through the course loses memory at every step.
@Suite("Sessions of the built-in lessons")
struct LessonSessionLifetimeTests {
    @Test func everyStepsSessionIsFreedOnceLetGo() {
        var kept: [String] = []
        var loaded = 0
        for lesson in BuiltinPackTests.pack.lessons {
            for step in lesson.steps where !step.program.isEmpty {
                weak var weakSession: Session?
                weak var weakInterpreter: Interpreter?
                weak var weakRuntime: Runtime?
                do {
                    let session = Session { _ in }
                    weakSession = session
                    weakInterpreter = session.interpreter
                    weakRuntime = session.interpreter.runtime
                    for block in step.program {
                        let result = session.evaluate(block.text, file: block.file, firstLine: block.firstLine)
                        #expect(result == .success, "\(block.file):\(block.firstLine)")
                    }
                    loaded += 1
                }
                if weakSession != nil || weakInterpreter != nil || weakRuntime != nil { kept.append("\(lesson.id): \(step.program[0].file)") }
            }
        }
        #expect(loaded > 20)
        #expect(kept == [])
    }
}
