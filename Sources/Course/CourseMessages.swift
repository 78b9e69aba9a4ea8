/// The words the course uses for problems in a lesson pack: one place,
/// so one problem has one wording (checkers keep theirs in their files).
enum CourseMessages {
    // MARK: - Front matter
    static let unclosedFrontMatter = "the front matter that starts here has no closing `---`"
    static let missingFrontMatter = "a lesson starts with front matter: `---`, then `id:`, `title:`, `minutes:`, then `---`"
    static let missingID = "the front matter needs an `id:` (lower-case words joined by hyphens, e.g. owner-vs-observer)"
    static let formatNotNumber = "`format:` is a whole number (this StateLab reads format 1)"
    static let minutesNotNumber = "`minutes:` is a whole number of minutes, e.g. 15"
    static let missingMinutes = "the front matter needs `minutes:` — how long the lesson takes, e.g. 15"

    static func newerFormat(_ format: Int, supported: Int) -> String {
        "this lesson is written in format \(format), but this StateLab reads format \(supported) at most: update StateLab"
    }

    static func badKind(_ kind: String) -> String {
        "`kind:` is `lesson` or `page`, not `\(kind)`"
    }

    static func badID(_ id: String) -> String {
        "`\(id)` is not an id: use lower-case letters, digits and hyphens (e.g. owner-vs-observer)"
    }

    static func unknownField(_ key: String, in place: String, known: [String]) -> String {
        let suggestion = known.min { editDistance($0, key) < editDistance($1, key) }
            .flatMap { editDistance($0, key) <= 2 ? " — did you mean `\($0)`?" : nil } ?? ""
        return "`\(key)` is not a field of \(place)\(suggestion) (fields: \(known.joined(separator: ", ")))"
    }

    // MARK: - Blocks
    static func blockNotMapping(_ role: String) -> String {
        "a `\(role)` block holds `key: value` lines (see Lessons/README.md)"
    }

    static func missingKey(_ key: String, in place: String) -> String {
        "\(place) needs `\(key):`"
    }

    static func expectedList(_ key: String) -> String {
        "`\(key):` should be a list (`[a, b]` or `- a` lines)"
    }

    static func expectedText(_ key: String) -> String {
        "each item of `\(key):` should be text"
    }

    static func emptyScript(_ id: String) -> String {
        "exercise \(id)'s script is empty: give the lines to run, e.g. `:launch ContentView`"
    }

    static func missingHints(_ id: String) -> String {
        "exercise \(id) needs `hints:` — at least one, given one at a time by :hint"
    }

    static func badExerciseKind(_ kind: String) -> String {
        "`kind:` is `choice` or `code`, not `\(kind)`"
    }

    static func noCodeWithSlots(_ slots: [String]) -> String {
        "no `swift` block before this exercise holds " + slots.map { "<#\($0)#>" }.joined(separator: " and ")
    }

    static func noCodeForCodeExercise(_ id: String) -> String {
        "code exercise \(id) needs a `swift` block before it: the code the learner fixes"
    }

    static func missingSolution(_ id: String) -> String {
        "code exercise \(id) needs its reference solution: a block fenced as ```swift solution=\(id)"
    }

    static func answerNotAChoice(_ answer: String, _ choices: [String]) -> String {
        "`\(answer)` is not one of the choices (\(choices.joined(separator: ", ")))"
    }

    static func tooFewChoices(_ id: String, _ count: Int) -> String {
        "exercise \(id) offers \(count) choice\(count == 1 ? "" : "s"): give at least three"
    }

    static func choicesNeedFills(_ slots: [String]) -> String {
        "with several slots (\(slots.joined(separator: ", "))), `choices:` maps each choice to its fills: `name: { slot: text, … }`"
    }

    static func unknownSlot(_ slot: String, _ slots: [String]) -> String {
        "`\(slot)` is not a slot of this exercise (slots: \(slots.joined(separator: ", ")))"
    }

    static func duplicateChoice(_ name: String) -> String {
        "the choice `\(name)` is offered twice"
    }

    static func wrongNotAChoice(_ name: String, _ choices: [String]) -> String {
        "`wrong:` explains `\(name)`, which is not a choice (choices: \(choices.joined(separator: ", ")))"
    }

    static func wrongIsAccepted(_ name: String) -> String {
        "`\(name)` is an accepted answer, yet `wrong:` explains it"
    }

    static func wrongNeedsFields(_ name: String) -> String {
        "`wrong:` gives each choice `explain:` and `tag:` — \(name) has neither"
    }

    static func wrongChoiceUnexplained(_ name: String, _ id: String) -> String {
        "exercise \(id)'s wrong choice `\(name)` needs `explain:` (why it fails) and `tag:` (the misconception) under `wrong:`"
    }

    static func badTag(_ tag: String) -> String {
        "`\(tag)` is not a tag: use lower-case words joined by hyphens (e.g. observer-owns)"
    }

    // MARK: - Predictions
    static func measuredAnswerNotNumber(_ answer: String) -> String {
        "a measured prediction's answer is a whole number, not `\(answer)`"
    }

    static func measureWithChoices(_ id: String) -> String {
        "prediction \(id) has both `measure:` and `choices:`: a measured answer is a number the learner types"
    }

    static func predictionNeedsChoicesOrMeasure(_ id: String) -> String {
        "prediction \(id) needs either `measure:` (a number to predict) or at least two `choices:`"
    }

    static func predictionNeedsProof(_ id: String) -> String {
        "prediction \(id) needs `expect:` — checks that hold when its answer is right, so check-lessons can prove it"
    }

    static func predictionNeedsScript(_ id: String) -> String {
        "prediction \(id) needs `script:`, or a `statelab` block in its step"
    }

    // MARK: - Packs
    static func duplicateLessonID(_ id: String, first: String) -> String {
        "the lesson id `\(id)` is already used by \(first)"
    }

    static func duplicateItemID(_ id: String, first: LessonLocation) -> String {
        "the id `\(id)` is already used at \(first)"
    }

    static func unreadableFile(_ path: String, _ reason: String) -> String {
        "cannot read \(path): \(reason)"
    }

    static func notUTF8(_ path: String) -> String {
        "\(path) is not UTF-8 text"
    }

    static func emptyPack(_ folder: String) -> String {
        "\(folder) holds no lesson (Markdown files with front matter)"
    }
}
