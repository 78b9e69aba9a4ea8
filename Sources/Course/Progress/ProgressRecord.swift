/// What a learner has done in a course, as kept on disk: a small versioned
/// JSON document (see `ProgressStore`).
public struct ProgressRecord: Codable, Sendable, Equatable {
    public static let currentVersion = 1

    /// Where the learner is: a lesson and a step in it (from 0).
    public struct Position: Codable, Sendable, Equatable {
        public var lesson: String
        public var step: Int

        public init(lesson: String, step: Int) {
            self.lesson = lesson
            self.step = step
        }
    }

    public struct ExerciseProgress: Codable, Sendable, Equatable {
        public var lesson: String
        /// Graded runs, right or wrong.
        public var attempts: Int = 0
        /// What each attempt chose, in order (`edited code` for `:edit`).
        public var choices: [String] = []
        /// The misconception tags of the wrong choices tried, in order.
        public var mistakes: [String] = []
        public var hintsUsed: Int = 0
        public var solved: Bool = false
        /// Attempts made until the first pass (0 while unsolved).
        public var attemptsToSolve: Int = 0

        public init(lesson: String) {
            self.lesson = lesson
        }
    }

    public struct PredictionProgress: Codable, Sendable, Equatable {
        public var lesson: String
        public var answer: String
        public var correct: Bool
    }

    public var version: Int = ProgressRecord.currentVersion
    public var student: String?
    /// The content hash of the pack this progress was made against.
    public var packHash: String?
    public var position: Position?
    /// Lessons whose last step the learner has reached.
    public var finishedLessons: [String] = []
    public var exercises: [String: ExerciseProgress] = [:]
    public var predictions: [String: PredictionProgress] = [:]

    public init(student: String? = nil) {
        self.student = student
    }
}

// MARK: - Changes

extension ProgressRecord {
    /// Records one graded attempt.
    public mutating func recordAttempt(exercise: String, lesson: String, choice: String, passed: Bool, mistake: String?) {
        var progress = exercises[exercise] ?? ExerciseProgress(lesson: lesson)
        progress.attempts += 1
        progress.choices.append(choice)
        if let mistake, !passed { progress.mistakes.append(mistake) }
        if passed && !progress.solved {
            progress.solved = true
            progress.attemptsToSolve = progress.attempts
        }
        exercises[exercise] = progress
    }

    /// Counts a hint; returns how many the learner has now used.
    @discardableResult
    public mutating func recordHint(exercise: String, lesson: String) -> Int {
        var progress = exercises[exercise] ?? ExerciseProgress(lesson: lesson)
        progress.hintsUsed += 1
        exercises[exercise] = progress
        return progress.hintsUsed
    }

    /// A prediction is answered once: the first answer is the one that counts.
    public mutating func recordPrediction(_ id: String, lesson: String, answer: String, correct: Bool) {
        guard predictions[id] == nil else { return }
        predictions[id] = PredictionProgress(lesson: lesson, answer: answer, correct: correct)
    }

    public mutating func markFinished(_ lesson: String) {
        if !finishedLessons.contains(lesson) { finishedLessons.append(lesson) }
    }
}
