import Course

/// What a learner reads of a lesson: a step's prose and code, its
/// predictions and exercises in words (not their YAML), the list of
/// lessons with progress marks, and the progress table.
struct LessonRenderer {
    let context: ConsoleContext

    private var styler: Styler { context.styler }
    private var markdown: MarkdownRenderer { MarkdownRenderer(styler: styler, width: min(context.displayWidth, 100)) }

    func welcome(pack: LessonPack, resuming lesson: Lesson?) -> String {
        if let lesson {
            return styler.apply(.dim, to: "Welcome back — resuming \u{201C}\(lesson.title)\u{201D}. :lessons lists the course, :help the commands.") + "\n\n"
        }
        let lessons = pack.sequence
        let minutes = lessons.compactMap(\.minutes).reduce(0, +)
        return styler.apply(.bold, to: "Welcome to the StateLab course") + "\n"
            + "\(lessons.count) lessons, about \(minutes) minutes, on who owns SwiftUI state, when it is made, and where work belongs.\n"
            + "Each step runs real code in a live SwiftUI runtime: read, try the commands, predict, then choose.\n"
            + styler.apply(.dim, to: ":next and :prev move through steps · :lessons lists them · :help shows every command") + "\n\n"
    }

    func step(_ step: LessonStep, index: Int, of lesson: Lesson, record: ProgressRecord) -> String {
        let header = "\(lesson.title) · step \(index + 1) of \(lesson.steps.count)"
        var out = styler.apply(.dim, to: "── " + header + " " + String(repeating: "─", count: max(3, min(context.displayWidth, 100) - header.count - 4))) + "\n"
        var predictions = step.predictions.makeIterator()
        var exercises = step.exercises.makeIterator()
        var blocks: [String] = []
        for block in step.blocks {
            switch block.kind {
            case .heading(1, _) where index == 0:
                blocks.append(markdown.render([block]))
            case .code(let info, let text):
                let role = info.split(separator: " ").first.map(String.init) ?? ""
                switch role {
                case "predict":
                    if let prediction = predictions.next() { blocks.append(self.prediction(prediction, record: record)) }
                case "exercise":
                    if let exercise = exercises.next() { blocks.append(self.exercise(exercise, record: record)) }
                case "statelab":
                    blocks.append(styler.apply(.bold, to: "Commands to try") + styler.apply(.dim, to: " (type them, or :try runs them all)") + "\n"
                                  + markdown.codeBlock(info: "", text: text).map { $0 + "\n" }.joined())
                case "swift" where info.contains("solution="):
                    continue
                case "swift" where !info.contains("display") && !text.contains("<#"):
                    blocks.append(markdown.render([block]) + styler.apply(.dim, to: "  ▸ loaded into the session") + "\n")
                default:
                    blocks.append(markdown.render([block]))
                }
            default:
                let text = markdown.render([block])
                if !text.isEmpty { blocks.append(text) }
            }
        }
        out += blocks.joined(separator: "\n")
        out += "\n" + styler.apply(.dim, to: footer(step, index: index, of: lesson)) + "\n"
        return out
    }

    private func footer(_ step: LessonStep, index: Int, of lesson: Lesson) -> String {
        var parts: [String] = []
        if !step.exercises.isEmpty { parts.append(":choose ANSWER · :hint · :edit") }
        if !step.predictions.isEmpty { parts.append(":answer ANSWER") }
        parts.append(index + 1 < lesson.steps.count ? ":next to go on" : ":next for the next lesson")
        if index > 0 { parts.append(":prev") }
        return parts.joined(separator: " · ")
    }

    func prediction(_ prediction: Prediction, record: ProgressRecord) -> String {
        var out = styler.apply(.emphasis, to: "Predict") + "  " + prediction.question + "\n"
        if prediction.choicesAreNumbers {
            out += "  Choices: " + prediction.choices.joined(separator: " · ") + "\n"
        } else {
            for (n, choice) in prediction.choices.enumerated() {
                out += "  \(n + 1). \(choice)\n"
            }
        }
        if let answered = record.predictions[prediction.id] {
            out += styler.apply(.dim, to: "  You predicted \(answered.answer) (\(answered.correct ? "right" : "not quite")). :answer shows the run again.") + "\n"
        } else {
            let how = prediction.choices.isEmpty ? "  Answer with :answer N before you run anything."
                : prediction.choicesAreNumbers ? "  Answer with :answer and the value you predict."
                : "  Answer with :answer and a number or the words."
            out += styler.apply(.dim, to: how) + "\n"
        }
        return out
    }

    func exercise(_ exercise: Exercise, record: ProgressRecord) -> String {
        let progress = record.exercises[exercise.id]
        var out = styler.apply(.emphasis, to: "Exercise") + " " + styler.apply(.dim, to: "(\(exercise.id))") + "  " + exercise.prompt + "\n"
        switch exercise.kind {
        case .choice:
            out += "  Choices: " + exercise.choices.map { styler.apply(.accent, to: $0.name) }.joined(separator: " · ") + "\n"
            out += styler.apply(.dim, to: "  :choose NAME runs the scenario with your choice and grades it; :compare A B shows two side by side.") + "\n"
        case .code:
            out += styler.apply(.dim, to: "  :edit opens the code above in your editor; :check runs the scenario and grades it.") + "\n"
        }
        if let progress {
            let state = progress.solved ? styler.apply(.success, to: "solved") : "not solved yet"
            out += styler.apply(.dim, to: "  \(progress.attempts) attempt\(progress.attempts == 1 ? "" : "s"), \(progress.hintsUsed) hint\(progress.hintsUsed == 1 ? "" : "s") — ") + state + "\n"
        }
        return out
    }

    func courseEnd(pack: LessonPack, record: ProgressRecord) -> String {
        let exercises = pack.sequence.flatMap(\.exercises)
        let solved = exercises.filter { record.exercises[$0.id]?.solved == true }.count
        return styler.apply(.success, to: "That was the last step of the course.") + "\n"
            + "You solved \(solved) of \(exercises.count) exercises. :progress shows the details; :lessons lets you revisit any lesson.\n"
    }

    // MARK: - :lessons and :progress

    func lessons(pack: LessonPack, record: ProgressRecord, current: String?) -> String {
        var out = styler.apply(.bold, to: "Lessons") + "\n"
        // Columns as wide as the longest title and id, so every row lines up.
        let titleWidth = pack.sequence.map(\.title.count).max() ?? 0
        let idWidth = pack.sequence.map(\.id.count).max() ?? 0
        var used = Set<LessonMark>()
        for (n, lesson) in pack.sequence.enumerated() {
            let exercises = lesson.exercises
            let solved = exercises.filter { record.exercises[$0.id]?.solved == true }.count
            let started = record.position?.lesson == lesson.id || exercises.contains { record.exercises[$0.id] != nil }
                || record.predictions.values.contains { $0.lesson == lesson.id } || record.finishedLessons.contains(lesson.id)
            let state: LessonMark = solved == exercises.count && record.finishedLessons.contains(lesson.id) ? .finished
                : (started ? .started : .notStarted)
            used.insert(state)
            if lesson.id == current { used.insert(.current) }
            let mark = state == .finished ? styler.apply(.success, to: state.symbol) : state.symbol
            let pointer = lesson.id == current ? styler.apply(.emphasis, to: LessonMark.current.symbol) : " "
            let number = String(n + 1).leftPadded(to: 2)
            let minutes = lesson.minutes.map { "\($0) min" } ?? ""
            out += "\(pointer) \(mark) \(number). " + lesson.title.rightPadded(to: titleWidth) + " "
                + styler.apply(.dim, to: lesson.id.rightPadded(to: idWidth) + " \(solved)/\(exercises.count) exercises  \(minutes)") + "\n"
        }
        // Every mark shown is explained, and only those, in lines as wide
        // as the lesson text.
        var legend: [String] = []
        for entry in LessonMark.allCases.filter(used.contains).map({ "\($0.symbol) \($0.meaning)" }) {
            if let last = legend.last, last.count + 3 + entry.count <= min(context.displayWidth, 100) {
                legend[legend.count - 1] += "   " + entry
            } else {
                legend.append(entry)
            }
        }
        out += legend.map { styler.apply(.dim, to: $0) + "\n" }.joined()
        let pages = pack.lessons.filter { $0.kind == .page }
        if !pages.isEmpty {
            out += styler.apply(.dim, to: "Also: " + pages.map { "\($0.title) (:open \($0.id))" }.joined(separator: ", ")) + "\n"
        }
        for broken in pack.broken {
            out += styler.apply(.warning, to: "✗") + " \(broken.file): not loaded — " + (broken.diagnostics.first.map { "\($0.location): \($0.message)" } ?? "") + "\n"
        }
        out += styler.apply(.dim, to: ":open ID (or number) opens a lesson; Tab completes ids.") + "\n"
        return out
    }

    func progress(pack: LessonPack, record: ProgressRecord, file: String?) -> String {
        var out = styler.apply(.bold, to: "Progress") + (record.student.map { " of \($0)" } ?? "") + "\n"
        out += "  " + "lesson".rightPadded(to: 24) + "exercises   predictions   hints   attempts\n"
        var totals = (solved: 0, exercises: 0, right: 0, answered: 0, predictions: 0, hints: 0, attempts: 0)
        for lesson in pack.sequence {
            let exercises = lesson.exercises.map { record.exercises[$0.id] }
            let solved = exercises.filter { $0?.solved == true }.count
            let predictions = lesson.predictions.compactMap { record.predictions[$0.id] }
            let right = predictions.filter(\.correct).count
            let hints = exercises.reduce(0) { $0 + ($1?.hintsUsed ?? 0) }
            let attempts = exercises.reduce(0) { $0 + ($1?.attempts ?? 0) }
            totals.solved += solved; totals.exercises += lesson.exercises.count
            totals.right += right; totals.answered += predictions.count; totals.predictions += lesson.predictions.count
            totals.hints += hints; totals.attempts += attempts
            out += "  " + lesson.id.rightPadded(to: 24) + "\(solved)/\(lesson.exercises.count)".rightPadded(to: 12)
                + "\(right)/\(lesson.predictions.count)".rightPadded(to: 14) + String(hints).rightPadded(to: 8) + String(attempts) + "\n"
        }
        out += "  " + "all".rightPadded(to: 24) + "\(totals.solved)/\(totals.exercises)".rightPadded(to: 12)
            + "\(totals.right)/\(totals.predictions)".rightPadded(to: 14) + String(totals.hints).rightPadded(to: 8) + String(totals.attempts) + "\n"
        if let file { out += styler.apply(.dim, to: "Saved in \(file)") + "\n" }
        return out
    }
}

extension String {
    func rightPadded(to width: Int) -> String {
        count >= width ? self : self + String(repeating: " ", count: width - count)
    }

    func leftPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: " ", count: width - count) + self
    }
}

/// The marks `:lessons` puts before a lesson, with what each means.
enum LessonMark: CaseIterable {
    case current, finished, started, notStarted

    var symbol: String {
        switch self {
        case .current: return "▸"
        case .finished: return "✓"
        case .started: return "◐"
        case .notStarted: return "·"
        }
    }

    var meaning: String {
        switch self {
        case .current: return "you are here"
        case .finished: return "finished, every exercise solved"
        case .started: return "begun, not yet finished with every exercise solved"
        case .notStarted: return "no exercise tried, no prediction answered (reading alone does not count)"
        }
    }
}
