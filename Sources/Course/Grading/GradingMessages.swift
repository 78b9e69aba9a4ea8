/// The words grading without a terminal uses.
enum GradingMessages {
    /// The two ways to write an answer, for every message about one.
    static let answerForms = "`exercise-id: choice` or `exercise-id=choice`"

    static func answerNeedsSeparator(_ text: String) -> String {
        "`\(text)` is not an answer: write \(answerForms)"
    }

    static func answerNeedsID(_ separator: Character) -> String {
        "this answer has no exercise id before the `\(separator)`: write \(answerForms)"
    }
    static func answeredTwice(_ id: String, first: LessonLocation) -> String {
        "\(id) is answered twice (first at \(first)); this later answer is the one graded"
    }
    static let notAnswered = "not answered"

    static func answerNeedsChoice(_ id: String) -> String {
        "\(id) has no choice after its id: write \(answerForms)"
    }

    static func unknownID(_ id: String, suggestion: String?) -> String {
        "no exercise or prediction is called \(id) in this pack" + (suggestion.map { " — did you mean \($0)?" } ?? "")
    }

    static func notAChoice(_ choice: String, of id: String, _ choices: [String]) -> String {
        "\(choice) is not a choice of \(id) (choices: \(choices.joined(separator: ", ")))"
    }

    static func notAPredictionAnswer(_ answer: String, of id: String, _ prediction: Prediction) -> String {
        prediction.choices.isEmpty
            ? "\(answer) is not a whole number, which prediction \(id) asks for"
            : "\(answer) is not an answer of prediction \(id) (answers: \(prediction.choices.joined(separator: ", "))"
                + (prediction.choicesAreNumbers ? ")" : ", or their numbers)")
    }

    static func codeForChoiceExercise(_ id: String) -> String {
        "\(id) is answered with a choice, not with code (give --answer \(id)=CHOICE, or `\(id): CHOICE` in an answers file)"
    }

    static func codeForPrediction(_ id: String) -> String {
        "\(id) is a prediction: answer it with --answer \(id)=ANSWER"
    }

    static func codeDoesNotLoad(_ id: String) -> String {
        "the code given for \(id) does not compile"
    }

    static func codeCrashed(_ id: String) -> String {
        "the code given for \(id) crashed as it ran"
    }

    static func codeStopped(_ id: String, _ why: String) -> String {
        "the code given for \(id) did not finish: \(why)"
    }

    static func predictionRight(_ answer: String) -> String { "predicted \(answer): right" }

    static func predictionWrong(_ answer: String, _ right: String) -> String { "predicted \(answer); the runtime does \(right)" }

    static func unknownLesson(_ id: String, _ ids: [String]) -> String {
        "no lesson called \(id) (lessons: \(ids.joined(separator: ", ")))"
    }
}
