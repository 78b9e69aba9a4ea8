import LiveRuntime
/// A question asked before a run: the learner predicts, the runtime shows
/// what happens, and the lesson explains (predict, observe, explain).
///
/// A prediction either *measures* something (`measure: instances(Counter)`,
/// the answer a number) or offers choices whose answer the expectations
/// prove. `statelab check-lessons` runs the script and demands that the
/// runtime agrees with the stated answer.
public struct Prediction: Sendable {
    public var id: String
    public var question: String
    /// Options to pick from (by text or number); empty for a measured answer.
    public var choices: [String]
    public var answer: String
    /// What the runtime measures for a numeric answer (`instances(Counter)`).
    public var measure: (any Measure)?
    /// Checks that hold in the run when `answer` is right.
    public var expectations: [LessonExpectation]
    public var script: CommandScript
    public var explanation: String?
    public var location: LessonLocation

    /// Whether some choice is itself a whole number (`["2", "0", "1"]`).
    /// Then a number is always read as a choice's words, never as its
    /// position: with positions too, `1` would mean the choice "1" while `3`
    /// meant the third choice, and a learner who took `2` for the second
    /// choice would lock in the wrong prediction.
    public var choicesAreNumbers: Bool {
        choices.contains { Int($0) != nil }
    }

    /// The learner's words read as one of the choices: its text (any case)
    /// or its number from 1 (unless the choices are numbers themselves). A
    /// measured prediction takes a whole number.
    public func normalize(_ answer: String) -> String? {
        let trimmed = answer.trimmingCharacters(in: " \t\"")
        if choices.isEmpty {
            return Int(trimmed).map(String.init)
        }
        if !choicesAreNumbers, let number = Int(trimmed), number >= 1, number <= choices.count {
            return choices[number - 1]
        }
        return choices.first { $0 == trimmed } ?? choices.first { $0.lowercased() == trimmed.lowercased() }
    }

    public func isRight(_ answer: String) -> Bool {
        normalize(answer) == self.answer
    }
}
