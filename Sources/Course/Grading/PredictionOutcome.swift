import LiveRuntime

/// What the runtime did for a prediction's script: the measured value (a
/// measured prediction) or the proofs of the answer, and whether the
/// learner's answer was right.
public struct PredictionOutcome: Sendable {
    public var prediction: String
    public var answer: String?
    public var correct: Bool?
    /// The measurement, in words that cite the trace.
    public var measurement: Measurement?
    /// Checks that hold when the stated answer is right.
    public var proofs: [GradeResult.Check]
    /// Whether the runtime agrees with the lesson's stated answer.
    public var runtimeAgrees: Bool
    public var run: ScenarioRun

    /// Runs a prediction's script on its step's program.
    public static func observe(_ prediction: Prediction, programs: [ScenarioRunner.Program], answer: String?,
                               runner: ScenarioRunner = ScenarioRunner(),
                               output: ((String) -> Void)? = nil) -> (PredictionOutcome, Session) {
        var needs = RunNeeds()
        if let measure = prediction.measure { needs.merge(measure.needs) }
        for expectation in prediction.expectations { needs.merge(expectation.needs) }
        let (run, session) = runner.run(programs, script: prediction.script, needs: needs, output: output)
        let measurement = run.loadFailure == nil ? prediction.measure.map { $0.measure(run) } : nil
        let proofs = prediction.expectations.map { GradeResult.Check(expectation: $0.text, verdict: $0.check(run)) }
        var agrees = run.loadFailure == nil && proofs.allSatisfy(\.verdict.passed)
        if let measurement { agrees = agrees && measurement.value == .int(Int(prediction.answer) ?? Int.min) }
        let outcome = PredictionOutcome(prediction: prediction.id, answer: answer,
                                        correct: answer.map { prediction.isRight($0) }, measurement: measurement,
                                        proofs: proofs, runtimeAgrees: agrees, run: run)
        return (outcome, session)
    }
}
