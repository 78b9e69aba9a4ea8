import Course
import LiveRuntime

/// Predictions at the prompt: predict, observe, explain.
extension CourseController {
    func prediction() throws(ConsoleError) -> Prediction {
        guard let step else { throw .course(CourseWords.noCourse) }
        guard let first = step.predictions.first else {
            throw .course(CourseWords.nothingFor("answer", wanted: "prediction", step: step))
        }
        return step.predictions.first { record.predictions[$0.id] == nil } ?? first
    }

    /// `:answer WORDS`: records the prediction (the first answer counts),
    /// then runs its script and shows what really happened.
    func answer(_ text: String, in context: ConsoleContext) throws(ConsoleError) {
        let prediction = try self.prediction()
        guard let normalized = prediction.normalize(text) else {
            throw .course(CourseWords.badPredictionAnswer(prediction))
        }
        let earlier = record.predictions[prediction.id]
        // Said in a pipe too: there the verdict below ("You predicted 2")
        // would otherwise contradict the `:answer 1` just read, unexplained.
        if let earlier { context.output.write(context.styler.apply(.dim, to: CourseWords.alreadyAnswered(earlier.answer)) + "\n") }
        let given = earlier?.answer ?? normalized
        let lesson = self.lesson?.id ?? ""
        if earlier == nil {
            save(in: context) { record in
                record.recordPrediction(prediction.id, lesson: lesson, answer: normalized, correct: prediction.isRight(normalized))
            }
        }
        let programs = self.lesson?.programs(at: stepIndex).map(ScenarioRunner.Program.init) ?? []
        let relay = OutputRelay()
        let (outcome, session) = PredictionOutcome.observe(prediction, programs: programs, answer: given, runner: grader.runner,
                                                           output: relay.forward)
        context.output.write(VerdictRenderer(context: context).prediction(outcome, prediction))
        context.adopt(session, relay: relay)
        sessionWasReplaced()
    }

    /// `:try`: runs the step's commands in the live session, one by one,
    /// as if typed.
    /// Only what a lesson script may hold is typed: live commands, the
    /// commands that only show (`:tree`), and Swift — never `:load`,
    /// `:edit` or `:reset progress` from a stranger's lesson.
    func tryCommands(in context: ConsoleContext) throws(ConsoleError) -> [String] {
        guard let step, !step.commands.isEmpty else { throw .course(CourseWords.noCommandsToTry) }
        let lines = step.commands.flatMap { $0.lines.map(\.text) }
        for line in lines where line.hasPrefix(":") {
            let name = String(line.dropFirst().prefix { $0 != " " && $0 != "\t" })
            if LiveCommand.Name(rawValue: name) == nil && !ScenarioRunner.displayCommands.contains(name) {
                throw .course(CourseWords.notTryable(line))
            }
        }
        return lines
    }
}
