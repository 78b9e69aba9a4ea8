import LiveRuntime
import FileSystem
import PackHash
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A folder of lessons: the built-in `Lessons/` (embedded in the binary)
/// or one given with `--lessons DIR`.
///
/// Every Markdown file but `README.md` (the authors' guide) is a lesson or
/// a page. A file with problems does not take the pack down: it is listed
/// in `broken` with every problem's `file:line:col`, and the rest load.
public struct LessonPack: Sendable {
    /// How diagnostics name the pack's folder (`Lessons`).
    public let folder: String
    /// Lessons in course order (by file name), pages included.
    public let lessons: [Lesson]
    public let broken: [LessonProblems]
    /// A hash of every file's path and text: progress and grades record it,
    /// so results against different versions of a pack are told apart.
    public let contentHash: String

    /// The lessons of the course's sequence, in order (no pages).
    public var sequence: [Lesson] { lessons.filter { $0.kind == .lesson } }

    public func lesson(id: String) -> Lesson? {
        lessons.first { $0.id == id }
    }

    /// The lesson and step that hold an exercise or prediction.
    public func locate(item id: String) -> (lesson: Lesson, step: Int)? {
        for lesson in lessons {
            if let step = lesson.stepIndex(ofItem: id) { return (lesson, step) }
        }
        return nil
    }

    public func exercise(id: String) -> Exercise? {
        lessons.lazy.flatMap(\.exercises).first { $0.id == id }
    }

    public func prediction(id: String) -> Prediction? {
        lessons.lazy.flatMap(\.predictions).first { $0.id == id }
    }

    /// Builds a pack from files (path relative to the folder, and text).
    /// - Parameter mentioning: when given, only files whose text holds one
    ///   of these ids are read (a grader that needs one exercise need not
    ///   parse the whole course); the content hash still covers every file.
    ///   When an id is in no file, every file is read, so that an unknown
    ///   id is told apart from a known one and gets its nearest suggestion.
    /// - Parameter itemsOnly: read, in those files, only the exercises and
    ///   predictions with these ids (`LessonParser`'s focus): for a pack
    ///   checked whole before (the built-in one, at build time and by its
    ///   tests), as the rest's problems go unseen.
    /// - Parameter contentHash: `PackHash.of(files)` when the caller already
    ///   has it (the embedded pack's is taken at build time); else computed.
    /// - Parameter filesMentioning: the paths of the files whose text holds
    ///   `id: ` and an id, when the caller knows them without searching the
    ///   texts (the embedded pack's table, `BuiltinLessons.idMentions`);
    ///   nil for an id it cannot answer, which is then searched for.
    public init(folder: String, files: [LessonFile], mentioning ids: [String]? = nil, itemsOnly: Bool = false,
                contentHash: String? = nil, filesMentioning: ((String) -> Set<String>?)? = nil) {
        self.folder = folder
        let sorted = files.sorted { $0.path < $1.path }
        self.contentHash = contentHash ?? PackHash.of(sorted.map { ($0.path, $0.text) })
        var lessons: [Lesson] = []
        var broken: [LessonProblems] = []
        var chosen = sorted
        var focus: [String]?
        if let ids, !ids.isEmpty {
            var wanted = [Bool](repeating: false, count: sorted.count)
            var everyIDFound = true
            var searched: Set<String> = []
            for id in ids where searched.insert(id).inserted {
                var found = false
                if let paths = filesMentioning?(id) {
                    for index in sorted.indices where paths.contains(sorted[index].path) {
                        wanted[index] = true
                        found = true
                    }
                } else {
                    for index in sorted.indices where sorted[index].text.utf8.contains(bytes: "id: " + id) {
                        wanted[index] = true
                        found = true
                    }
                }
                everyIDFound = everyIDFound && found
            }
            if everyIDFound {
                chosen = sorted.indices.filter { wanted[$0] }.map { sorted[$0] }
                if itemsOnly { focus = ids }
            }
        }
        for file in chosen where Self.isLessonFile(file.path) {
            let name = folder.isEmpty ? file.path : folder + "/" + file.path
            switch LessonParser.parse(file: name, text: file.text, focus: focus) {
            case .success(let lesson): lessons.append(lesson)
            case .failure(let problems): broken.append(problems)
            }
        }
        (self.lessons, self.broken) = Self.rejectDuplicates(lessons, broken)
    }

    /// Reads every Markdown file under `directory`.
    public static func load(directory: String, mentioning ids: [String]? = nil) throws(LessonDiagnostic) -> LessonPack {
        let root = Path.absolute(directory)
        let display = directory.hasSuffix("/") ? String(directory.dropLast()) : directory
        guard FileSystem.isFolder(directory) else {
            throw LessonDiagnostic(CourseMessages.unreadableFile(directory, "no such folder"), at: LessonLocation(file: display, line: 0, column: 0))
        }
        var files: [LessonFile] = []
        for relative in FolderWalk.files(under: root) where relative.hasSuffix(".md") {
            let path = root + "/" + relative
            guard let data = try? FileSystem.contents(of: path) else {
                throw LessonDiagnostic(CourseMessages.unreadableFile(path, "permission denied"),
                                       at: LessonLocation(file: display + "/" + relative, line: 0, column: 0))
            }
            guard let text = String(validating: data, as: UTF8.self) else {
                throw LessonDiagnostic(CourseMessages.notUTF8(path), at: LessonLocation(file: display + "/" + relative, line: 1, column: 1))
            }
            files.append(LessonFile(path: relative, text: text))
        }
        return LessonPack(folder: display, files: files, mentioning: ids)
    }

    /// `README.md` guides authors; every other Markdown file is a lesson.
    static func isLessonFile(_ path: String) -> Bool {
        path.hasSuffix(".md") && path.split(separator: "/").last.map { $0.lowercased() != "readme.md" } ?? false
    }

    /// Ids must be unique: lessons among lessons, and exercises and
    /// predictions across the pack (progress is kept by id). A lesson that
    /// reuses an id is broken; the first one keeps it.
    private static func rejectDuplicates(_ lessons: [Lesson], _ broken: [LessonProblems]) -> ([Lesson], [LessonProblems]) {
        var kept: [Lesson] = []
        var broken = broken
        var lessonIDs: [String: String] = [:]
        var itemIDs: [String: LessonLocation] = [:]
        for lesson in lessons {
            var problems: [LessonDiagnostic] = []
            if let first = lessonIDs[lesson.id] {
                problems.append(LessonDiagnostic(CourseMessages.duplicateLessonID(lesson.id, first: first),
                                                 at: LessonLocation(file: lesson.file, line: 1, column: 1)))
            }
            var mine: [String: LessonLocation] = [:]
            let items = lesson.exercises.map { ($0.id, $0.location) } + lesson.predictions.map { ($0.id, $0.location) }
            for (id, location) in items {
                if let first = itemIDs[id] ?? mine[id] {
                    problems.append(LessonDiagnostic(CourseMessages.duplicateItemID(id, first: first), at: location))
                } else {
                    mine[id] = location
                }
            }
            if problems.isEmpty {
                kept.append(lesson)
                lessonIDs[lesson.id] = lesson.file
                itemIDs.merge(mine) { first, _ in first }
            } else {
                broken.append(LessonProblems(file: lesson.file, diagnostics: problems))
            }
        }
        return (kept, broken.sorted { $0.file < $1.file })
    }
}

extension String.UTF8View {
    /// Whether `text`'s bytes appear here: a plain byte search, without
    /// Foundation's Unicode-aware (and much slower) one.
    func contains(bytes text: String) -> Bool {
        let needle = Array(text.utf8)
        guard !needle.isEmpty else { return true }
        // Native strings are contiguous UTF-8: search them in place, with
        // no copy of the haystack and no allocation per candidate.
        if let found = withContiguousStorageIfAvailable({ Self.search(needle, in: $0) }) { return found }
        return Array(self).withUnsafeBufferPointer { Self.search(needle, in: $0) }
    }

    /// Boyer-Moore-Horspool: a mismatch skips as far as the needle's own
    /// bytes allow, so the grader's search of the whole built-in pack
    /// (240 KB) for each id it grades looks at a fraction of its bytes. A
    /// loop over every byte was 1.5% of a one-exercise grade process, and
    /// `memchr` on the first byte then `memcmp` 2%: `id: ` begins with a
    /// letter that is everywhere.
    private static func search(_ needle: [UInt8], in haystack: UnsafeBufferPointer<UInt8>) -> Bool {
        let count = needle.count
        guard count > 0 else { return true }
        guard haystack.count >= count else { return false }
        var skip = [Int](repeating: count, count: 256)
        for index in 0..<(count - 1) { skip[Int(needle[index])] = count - 1 - index }
        var start = 0
        while start <= haystack.count - count {
            let last = haystack[start + count - 1]
            if last == needle[count - 1] {
                var index = 0
                while index < count - 1 && haystack[start + index] == needle[index] { index += 1 }
                if index == count - 1 { return true }
            }
            start += skip[Int(last)]
        }
        return false
    }
}
