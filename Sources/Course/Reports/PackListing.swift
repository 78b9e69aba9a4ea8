/// `statelab lessons`: what a pack holds — lessons, their steps, exercises
/// (ids, slots, choices) and predictions — without the answers, or with
/// them for teachers (`--reveal`).
public struct PackListing: Codable, Sendable, Equatable {
    public struct ExerciseItem: Codable, Sendable, Equatable {
        public var id: String
        public var step: Int
        public var kind: String
        public var prompt: String
        public var slots: [String]
        public var choices: [String]
        public var hints: Int
        public var answers: [String]?
    }

    public struct PredictionItem: Codable, Sendable, Equatable {
        public var id: String
        public var step: Int
        public var question: String
        public var choices: [String]
        public var measured: Bool
        public var answer: String?
    }

    public struct LessonItem: Codable, Sendable, Equatable {
        public var id: String
        public var title: String
        public var kind: String
        public var file: String
        public var minutes: Int?
        public var concepts: [String]
        public var steps: [String]
        public var exercises: [ExerciseItem]
        public var predictions: [PredictionItem]
    }

    public struct BrokenItem: Codable, Sendable, Equatable {
        public var file: String
        public var errors: [String]
    }

    public var formatVersion = 1
    public var pack: String
    public var packHash: String
    public var lessons: [LessonItem]
    public var broken: [BrokenItem]

    public init(_ pack: LessonPack, reveal: Bool) {
        self.pack = pack.folder
        packHash = pack.contentHash
        lessons = pack.lessons.map { lesson in
            var exercises: [ExerciseItem] = []
            var predictions: [PredictionItem] = []
            for (index, step) in lesson.steps.enumerated() {
                exercises += step.exercises.map {
                    ExerciseItem(id: $0.id, step: index + 1, kind: $0.kind.rawValue, prompt: $0.prompt, slots: $0.slots,
                                 choices: $0.choices.map(\.name), hints: $0.hints.count, answers: reveal ? $0.accepted : nil)
                }
                predictions += step.predictions.map {
                    PredictionItem(id: $0.id, step: index + 1, question: $0.question, choices: $0.choices, measured: $0.measure != nil,
                                   answer: reveal ? $0.answer : nil)
                }
            }
            return LessonItem(id: lesson.id, title: lesson.title, kind: lesson.kind.rawValue, file: lesson.file, minutes: lesson.minutes,
                              concepts: lesson.concepts, steps: lesson.steps.map(\.title), exercises: exercises, predictions: predictions)
        }
        broken = pack.broken.map { BrokenItem(file: $0.file, errors: $0.diagnostics.map(\.description)) }
    }

    public var json: String { GradeSheet.encode(self) }

    public var text: String {
        var out = "\(pack) (\(packHash.prefix(19))…): \(lessons.filter { $0.kind == "lesson" }.count) lessons, "
            + "\(lessons.map(\.exercises.count).reduce(0, +)) exercises, \(lessons.map(\.predictions.count).reduce(0, +)) predictions, "
            + "\(lessons.compactMap(\.minutes).reduce(0, +)) minutes\n"
        for lesson in lessons {
            out += "\n\(lesson.id) — \(lesson.title)" + (lesson.kind == "page" ? " (page)" : lesson.minutes.map { " (\($0) min)" } ?? "") + "\n"
            for exercise in lesson.exercises {
                out += "  exercise \(exercise.id) (step \(exercise.step)): \(exercise.prompt)\n"
                if exercise.kind == "code" {
                    out += "    fix the code with :edit" + "\n"
                } else {
                    out += "    choices: " + exercise.choices.joined(separator: " · ") + "\n"
                }
                if let answers = exercise.answers { out += "    answer: " + answers.joined(separator: ", ") + "\n" }
            }
            for prediction in lesson.predictions {
                out += "  predict \(prediction.id) (step \(prediction.step)): \(prediction.question)\n"
                if !prediction.choices.isEmpty { out += "    choices: " + prediction.choices.joined(separator: " · ") + "\n" }
                if let answer = prediction.answer { out += "    answer: \(answer)\n" }
            }
        }
        for item in broken { out += "\n! \(item.file) not loaded:\n" + item.errors.map { "  \($0)\n" }.joined() }
        return out
    }
}
