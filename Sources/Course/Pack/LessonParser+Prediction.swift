import LessonMarkup
import LiveRuntime
/// Reading a `predict` block.
extension LessonParser {
    static let predictionKeys = ["id", "question", "choices", "answer", "measure", "expect", "script", "explain"]

    mutating func readPrediction(_ block: MarkdownBlock, commands: [CommandScript]) -> Prediction? {
        guard let fields = fields(of: block) else { return nil }
        let here = location(block.line, block.column)
        guard fields.entries != nil else {
            error(CourseMessages.blockNotMapping("predict"), at: here)
            return nil
        }
        rejectUnknownKeys(fields, known: Self.predictionKeys, in: block, role: "predict")
        let before = diagnostics.count
        guard let id = fields["id"]?.scalar, !id.isEmpty else {
            error(CourseMessages.missingKey("id", in: "predict"), at: here)
            return nil
        }
        if !Self.isIdentifier(id), let field = fields["id"] { error(CourseMessages.badID(id), at: place(field, in: block)) }
        let question = fields["question"]?.scalar ?? ""
        if question.isEmpty { error(CourseMessages.missingKey("question", in: "prediction \(id)"), at: here) }
        let choices = strings(fields, "choices", in: block).map(\.0)
        guard let answerField = fields["answer"], let answer = answerField.scalar, !answer.isEmpty else {
            error(CourseMessages.missingKey("answer", in: "prediction \(id)"), at: here)
            return nil
        }
        var measure: (any Measure)?
        if let field = fields["measure"], let text = field.scalar {
            do {
                measure = try LessonExpectation.parseMeasure(text, at: place(field, in: block))
            } catch {
                self.error(error)
            }
            if Int(answer) == nil { error(CourseMessages.measuredAnswerNotNumber(answer), at: place(answerField, in: block)) }
            if !choices.isEmpty { error(CourseMessages.measureWithChoices(id), at: place(field, in: block)) }
        }
        let expectations = expectations(strings(fields, "expect", in: block))
        if measure == nil && fields["measure"] == nil {
            if choices.count < 2 { error(CourseMessages.predictionNeedsChoicesOrMeasure(id), at: here) }
            if !choices.isEmpty, !choices.contains(answer) {
                error(CourseMessages.answerNotAChoice(answer, choices), at: place(answerField, in: block))
            }
            if fields["expect"] == nil { error(CourseMessages.predictionNeedsProof(id), at: here) }
        }
        let script: CommandScript
        if let field = fields["script"] {
            script = self.script(field, in: block)
        } else if let nearest = commands.first {
            script = nearest
        } else {
            error(CourseMessages.predictionNeedsScript(id), at: here)
            return nil
        }
        guard diagnostics.count == before else { return nil }
        return Prediction(id: id, question: question, choices: choices, answer: answer, measure: measure,
                          expectations: expectations, script: script, explanation: fields["explain"]?.scalar, location: here)
    }
}
