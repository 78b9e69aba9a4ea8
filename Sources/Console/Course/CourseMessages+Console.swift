import Course

/// The words the course commands say at the prompt.
enum CourseWords {
    static let noCourse = "no lesson pack is loaded (start statelab without --no-course, or give --lessons DIR)"
    /// One wording for every command that needs an exercise (`:choose`,
    /// `:check`, `:hint`, `:compare`, `:edit`) or a prediction (`:answer`)
    /// on a step without one: what is missing, for which command, and what
    /// the step offers instead.
    static func nothingFor(_ command: String, wanted: String, step: LessonStep) -> String {
        let offer: String
        if wanted == "prediction", !step.exercises.isEmpty {
            offer = ":choose answers its exercise"
        } else if wanted == "exercise", !step.predictions.isEmpty {
            offer = ":answer answers its prediction"
        } else {
            offer = ":next goes on, :lessons lists the lessons"
        }
        return "this step has no \(wanted) for :\(command) — \(offer)"
    }

    static let noHints = "this exercise has no more hints"
    static let nothingToCheck = "nothing to check yet: :choose an answer, or :edit the code first"
    static let notAChoiceExercise = "this exercise is fixed by editing the code: :edit it, then :check"
    static let atStart = "this is the first step of the course"
    static let noCommandsToTry = "this step has no commands for :try — :next goes on, :lessons lists the lessons"
    static let editorNeedsTerminal = "set EDITOR or VISUAL to an editor that runs without a terminal, or use :edit at the prompt"

    static func compareNeedsTwo(_ choices: [String]) -> String {
        ":compare needs two choices (quote one of several words, e.g. \"\(choices.first { $0.contains(" ") } ?? "two words")\"): "
            + choices.joined(separator: ", ")
    }

    static func compareWithItself(_ choice: String, _ choices: [String]) -> String {
        ":compare shows two different choices side by side; \(choice) was given twice (choices: "
            + choices.joined(separator: ", ") + ")"
    }

    static func ambiguousLesson(_ prefix: String, _ ids: [String]) -> String {
        "\(prefix) begins \(ids.count) lesson ids (\(ids.joined(separator: ", "))): type more of the id, or the lesson's number"
    }

    static func noLesson(_ id: String, _ ids: [String]) -> String {
        "no lesson called \(id) (lessons: \(ids.joined(separator: ", ")))"
    }

    static func noChoice(_ name: String, _ choices: [String]) -> String {
        "\(name) is not one of the choices: " + choices.joined(separator: ", ")
    }

    static func noExercise(_ id: String, _ ids: [String]) -> String {
        "this step has no exercise \(id) (exercises here: \(ids.joined(separator: ", ")))"
    }

    static func badPredictionAnswer(_ prediction: Prediction) -> String {
        prediction.choices.isEmpty
            ? "answer with a whole number, e.g. :answer 3"
            : prediction.choicesAreNumbers
            ? "answer with one of the values: " + prediction.choices.joined(separator: ", ")
            : "answer with a choice's number or words: " + prediction.choices.enumerated().map { "\($0.offset + 1). \($0.element)" }.joined(separator: "  ")
    }

    static func alreadyAnswered(_ answer: String) -> String {
        "you predicted \(answer) already; the first answer counts (the run is shown again)"
    }

    static func editorFailed(_ editor: String, _ status: Int32) -> String {
        "\(editor) exited with status \(status); the edit was not kept"
    }

    static func cannotEdit(_ reason: String) -> String {
        "cannot edit: \(reason)"
    }

    static func progressNotSaved(_ error: ProgressError) -> String {
        "progress not saved: \(error)"
    }

    static func notTryable(_ line: String) -> String {
        "this step's commands include \(line), which a lesson may not run for you; type the commands yourself"
    }

    static let confirmReset = "Erase all course progress? y or yes erases it, anything else keeps it: "
    static let progressErased = "Progress erased: every attempt, hint and prediction is forgotten."

    static func progressKept(_ answer: String?) -> String {
        let typed = answer?.split(whereSeparator: \.isWhitespace).joined(separator: " ") ?? ""
        return "Progress kept: " + (answer == nil ? "no answer was given" : typed.isEmpty ? "the answer was empty" : "you answered \"\(typed)\"")
            + ", and only y or yes erases it."
    }
    static let resetNeedsYes = "in a script, :reset progress needs --yes to erase progress"
}
