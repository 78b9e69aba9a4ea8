import BuiltinLessons
import Course

/// Finding the lesson pack and the progress file the command line asks for.
enum CourseLaunch {
    /// The built-in pack, embedded in the binary (hashed when embedded).
    /// - Parameter itemsOnly: read only the exercises and predictions named
    ///   by `ids` (the built-in pack was checked whole when it was built).
    static func builtinPack(mentioning ids: [String]? = nil, itemsOnly: Bool = false) -> LessonPack {
        LessonPack(folder: BuiltinLessons.folderName, files: BuiltinLessons.files.map { LessonFile(path: $0.path, text: $0.text) },
                   mentioning: ids, itemsOnly: itemsOnly, contentHash: BuiltinLessons.contentHash,
                   filesMentioning: BuiltinLessons.paths(mentioning:))
    }

    /// `--lessons DIR`, or the built-in pack (only the lessons that mention
    /// `ids`, when given; of the built-in pack, only the items `ids` name
    /// when `itemsOnly`: a pack of the author's own is read whole, so that
    /// its problems are reported).
    static func pack(_ options: CourseOptions, mentioning ids: [String]? = nil,
                     itemsOnly: Bool = false) throws(LessonDiagnostic) -> LessonPack {
        guard let folder = options.lessons else { return builtinPack(mentioning: ids, itemsOnly: itemsOnly) }
        return try LessonPack.load(directory: folder, mentioning: ids)
    }

    /// The course for a console: the pack, and progress in `--progress FILE`
    /// or the XDG data folder (one file per `--student`).
    static func controller(_ options: CourseOptions, context: CommandLineContext, seed: UInt64) -> CourseController? {
        let pack: LessonPack
        do {
            pack = try self.pack(options)
        } catch {
            context.output.writeError("statelab: \(error.description)\n")
            return nil
        }
        let student = options.student
        let path = options.progress
            ?? ProgressStore.defaultPath(environment: context.environment.variables, student: student)
        do {
            let course = try CourseController(pack: pack, store: ProgressStore(path: path), seed: seed)
            if let student, course.record.student == nil { course.setStudent(student) }
            return course
        } catch {
            context.output.writeError("statelab: \(error.description); progress will not be saved\n")
            return try? CourseController(pack: pack, store: nil, seed: seed)
        }
    }
}
