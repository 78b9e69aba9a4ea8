import Course
import LiveRuntime

/// The course at the prompt: which lesson and step the learner is on, the
/// program each step loads into the live session, and the learner's
/// progress, saved after every change.
///
/// Commands call it with the console context; it renders through the
/// context's output and never touches libedit.
public final class CourseController {
    public let pack: LessonPack
    let store: ProgressStore?
    public private(set) var record: ProgressRecord
    /// Index into `pack.lessons`, and the step.
    public private(set) var lessonIndex: Int
    public private(set) var stepIndex: Int
    /// Which step's program the live session holds (lesson id, step).
    private var loadedProgram: (lesson: String, step: Int)?
    /// The exercise a choice applies to, when a step has several.
    var activeExercise: String?
    /// The learner's own code per exercise, from `:edit`.
    var edits: [String: String] = [:]
    /// The last choice graded per exercise, for `:check` and `:edit`.
    var lastChoice: [String: String] = [:]
    let grader: Grader

    /// - Parameters:
    ///   - store: where progress is kept; nil keeps it in memory only.
    public init(pack: LessonPack, store: ProgressStore?, seed: UInt64 = 0) throws(ProgressError) {
        self.pack = pack
        self.store = store
        grader = Grader(runner: ScenarioRunner(seed: seed))
        record = try store?.load() ?? ProgressRecord()
        lessonIndex = 0
        stepIndex = 0
        if let position = record.position, let index = pack.lessons.firstIndex(where: { $0.id == position.lesson }) {
            lessonIndex = index
            stepIndex = min(max(0, position.step), max(0, pack.lessons[index].steps.count - 1))
        } else if let first = pack.lessons.firstIndex(where: { $0.kind == .lesson }) {
            lessonIndex = first
        }
    }

    /// The progress file, if progress is saved.
    public var progressFile: String? { store?.path }

    public var lesson: Lesson? { pack.lessons.indices.contains(lessonIndex) ? pack.lessons[lessonIndex] : nil }

    public var step: LessonStep? {
        guard let lesson, lesson.steps.indices.contains(stepIndex) else { return nil }
        return lesson.steps[stepIndex]
    }

    /// Whether the learner has been here before (progress has a position).
    public var isResuming: Bool { record.position != nil }

    /// `[owner 2/6]`: the lesson's id and the step, for the prompt.
    public var promptTag: String? {
        guard let lesson else { return nil }
        return "[\(lesson.id) \(stepIndex + 1)/\(lesson.steps.count)]"
    }

    // MARK: - Moving

    /// Opens the step, loads its program if it brings a new one, saves
    /// the position and shows it.
    func go(lesson index: Int, step: Int, in context: ConsoleContext) {
        guard pack.lessons.indices.contains(index) else { return }
        let lesson = pack.lessons[index]
        if lessonIndex != index { activeExercise = nil }
        lessonIndex = index
        stepIndex = min(max(0, step), max(0, lesson.steps.count - 1))
        save(in: context) { record in
            record.position = .init(lesson: lesson.id, step: self.stepIndex)
            if lesson.kind == .lesson, self.stepIndex == lesson.steps.count - 1 { record.markFinished(lesson.id) }
        }
        show(in: context)
        loadProgramIfNeeded(in: context)
    }

    public func showWelcome(in context: ConsoleContext) {
        context.output.write(LessonRenderer(context: context).welcome(pack: pack, resuming: isResuming ? lesson : nil))
        go(lesson: lessonIndex, step: stepIndex, in: context)
    }

    func next(in context: ConsoleContext) throws(ConsoleError) {
        guard let lesson else { throw .course(CourseWords.noCourse) }
        if stepIndex + 1 < lesson.steps.count {
            go(lesson: lessonIndex, step: stepIndex + 1, in: context)
            return
        }
        // The next lesson of the sequence (pages are not part of it).
        if let following = pack.lessons.indices.first(where: { $0 > lessonIndex && pack.lessons[$0].kind == .lesson }),
           lesson.kind == .lesson {
            go(lesson: following, step: 0, in: context)
        } else {
            context.output.write(LessonRenderer(context: context).courseEnd(pack: pack, record: record))
        }
    }

    func previous(in context: ConsoleContext) throws(ConsoleError) {
        guard lesson != nil else { throw .course(CourseWords.noCourse) }
        if stepIndex > 0 {
            go(lesson: lessonIndex, step: stepIndex - 1, in: context)
        } else if let before = pack.lessons.indices.last(where: { $0 < lessonIndex && pack.lessons[$0].kind == .lesson }) {
            go(lesson: before, step: pack.lessons[before].steps.count - 1, in: context)
        } else {
            throw .course(CourseWords.atStart)
        }
    }

    func open(_ name: String, in context: ConsoleContext) throws(ConsoleError) {
        let wanted = name.lowercased()
        let sequence = pack.sequence
        var index = pack.lessons.firstIndex { $0.id == wanted }
        if index == nil, let number = Int(wanted), sequence.indices.contains(number - 1) {
            index = pack.lessons.firstIndex { $0.id == sequence[number - 1].id }
        }
        if index == nil {
            let matches = pack.lessons.indices.filter { pack.lessons[$0].id.hasPrefix(wanted) }
            if matches.count == 1 { index = matches[0] }
            if matches.count > 1 { throw .course(CourseWords.ambiguousLesson(name, matches.map { pack.lessons[$0].id })) }
        }
        guard let index else { throw .course(CourseWords.noLesson(name, pack.lessons.map(\.id))) }
        let resume = record.position.flatMap { $0.lesson == pack.lessons[index].id ? $0.step : nil } ?? 0
        go(lesson: index, step: index == lessonIndex ? stepIndex : resume, in: context)
    }

    public func show(in context: ConsoleContext) {
        guard let lesson, let step else { return }
        context.output.write(LessonRenderer(context: context).step(step, index: stepIndex, of: lesson, record: record))
    }

    /// Loads the step's program into a fresh session when it differs from
    /// what the session holds; the learner's live state is kept otherwise.
    private func loadProgramIfNeeded(in context: ConsoleContext) {
        guard let lesson else { return }
        var source = stepIndex
        while source > 0 && lesson.steps[source].program.isEmpty { source -= 1 }
        guard !lesson.steps[source].program.isEmpty else { return }
        if let loaded = loadedProgram, loaded.lesson == lesson.id, loaded.step == source { return }
        loadedProgram = (lesson.id, source)
        context.load(lesson.steps[source].program)
    }

    /// Forgets which program is loaded (after `:reset`), so the next step loads it again.
    func sessionWasReplaced() {
        loadedProgram = nil
    }

    // MARK: - Progress

    func save(in context: ConsoleContext, _ change: @escaping (inout ProgressRecord) -> Void) {
        change(&record)
        guard let store else { return }
        let hash = pack.contentHash
        do {
            record = try store.update { stored in
                change(&stored)
                stored.packHash = hash
            }
            for notice in store.notices where !shownNotices.contains(notice) {
                shownNotices.insert(notice)
                context.output.writeError("statelab: \(notice)\n")
            }
        } catch {
            guard !reportedSaveFailure else { return }
            reportedSaveFailure = true
            context.output.writeError("statelab: \(CourseWords.progressNotSaved(error))\n")
        }
    }

    private var reportedSaveFailure = false
    private var shownNotices: Set<String> = []

    /// Names the student in the progress file (`--student NAME`).
    func setStudent(_ name: String) {
        record.student = name
        guard let store else { return }
        record = (try? store.update { $0.student = name }) ?? record
    }

    /// Erases every record of progress (`:reset progress`), keeping the place.
    func eraseProgress(in context: ConsoleContext) {
        let position = record.position
        let student = record.student
        save(in: context) { record in
            record = ProgressRecord(student: student)
            record.position = position
        }
    }
}
