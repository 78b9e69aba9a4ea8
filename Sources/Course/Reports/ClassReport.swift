import FileSystem
import JSONCoding

/// `statelab report`: a class table from students' progress files and
/// grade files — per student and lesson, exercises passed, predictions
/// right, hints used and attempts; per exercise, the misconceptions behind
/// wrong choices, most frequent first — with the lesson pack version each
/// file was made against, so results from different versions are told
/// apart.
public struct ClassReport: Codable, Sendable, Equatable {
    public struct Row: Codable, Sendable, Equatable {
        public var student: String
        public var lesson: String
        public var exercisesPassed: Int
        public var exercises: Int
        public var predictionsRight: Int
        public var predictions: Int
        public var hintsUsed: Int
        public var attempts: Int
        public var packHash: String
    }

    public struct Misconception: Codable, Sendable, Equatable {
        public var exercise: String
        public var tag: String
        public var count: Int
        public var students: [String]
    }

    public struct Source: Codable, Sendable, Equatable {
        public var file: String
        public var student: String
        public var kind: String
        public var packHash: String
    }

    public var sources: [Source]
    public var rows: [Row]
    public var misconceptions: [Misconception]
    /// Pack versions seen, with how many files used each.
    public var packVersions: [String: Int]
    public var problems: [String]

    public enum Format: String, CaseIterable, Sendable {
        case text, csv, json
    }

    // MARK: - Reading files

    /// One student's results, from a progress file or a grade file.
    struct Results {
        var student: String
        var packHash: String
        var kind: String
        /// Lesson → (exercises passed, exercises seen, predictions right, predictions seen, hints, attempts).
        var lessons: [String: (passed: Int, exercises: Int, right: Int, predictions: Int, hints: Int, attempts: Int)] = [:]
        /// (exercise, tag) of each wrong choice.
        var mistakes: [(String, String)] = []
    }

    public static func build(files: [(path: String, data: [UInt8])]) -> ClassReport {
        var results: [Results] = []
        var problems: [String] = []
        var sources: [Source] = []
        for (path, data) in files.sorted(by: { $0.path < $1.path }) {
            let name = Path.baseName(of: path)
            if let sheet = grade(from: data) {
                results.append(Self.results(from: sheet, fallbackName: name))
            } else if let record = try? JSONValueDecoder().decode(ProgressRecord.self, from: data), record.version <= ProgressRecord.currentVersion {
                results.append(Self.results(from: record, fallbackName: name))
            } else {
                problems.append(ReportMessages.unreadable(path))
                continue
            }
            if let last = results.last { sources.append(Source(file: path, student: last.student, kind: last.kind, packHash: last.packHash)) }
        }
        var rows: [Row] = []
        var tagCounts: [String: [String: [String]]] = [:]
        for result in results {
            for (lesson, totals) in result.lessons.sorted(by: { $0.key < $1.key }) {
                rows.append(Row(student: result.student, lesson: lesson, exercisesPassed: totals.passed, exercises: totals.exercises,
                                predictionsRight: totals.right, predictions: totals.predictions, hintsUsed: totals.hints,
                                attempts: totals.attempts, packHash: result.packHash))
            }
            for (exercise, tag) in result.mistakes {
                tagCounts[exercise, default: [:]][tag, default: []].append(result.student)
            }
        }
        rows.sort { ($0.student, $0.lesson) < ($1.student, $1.lesson) }
        var misconceptions: [Misconception] = []
        for (exercise, tags) in tagCounts {
            for (tag, students) in tags {
                misconceptions.append(Misconception(exercise: exercise, tag: tag, count: students.count,
                                                    students: Array(Set(students)).sorted()))
            }
        }
        misconceptions.sort { ($1.count, $0.exercise, $0.tag) < ($0.count, $1.exercise, $1.tag) }
        var versions: [String: Int] = [:]
        for source in sources { versions[source.packHash, default: 0] += 1 }
        return ClassReport(sources: sources, rows: rows, misconceptions: misconceptions, packVersions: versions, problems: problems)
    }

    /// A grade file: `statelab grade --format json` output (its `statelab`
    /// record), or a bare sheet.
    static func grade(from data: [UInt8]) -> GradeSheet? {
        struct Wrapped: Decodable { var statelab: GradeSheet }
        guard let value = try? JSONReader.value(from: data) else { return nil }
        if let wrapped = try? JSONValueDecoder().decode(Wrapped.self, from: value) { return wrapped.statelab }
        return try? JSONValueDecoder().decode(GradeSheet.self, from: value)
    }

    static func results(from sheet: GradeSheet, fallbackName: String) -> Results {
        var result = Results(student: sheet.student ?? fallbackName, packHash: sheet.packHash, kind: "grade")
        for entry in sheet.entries {
            guard let lesson = entry.lesson else { continue }
            var totals = result.lessons[lesson] ?? (0, 0, 0, 0, 0, 0)
            switch entry.kind {
            case .exercise:
                totals.exercises += 1
                if entry.status == .pass { totals.passed += 1 }
                totals.hints += entry.hintsUsed ?? 0
                totals.attempts += entry.attempts ?? (entry.answer == nil ? 0 : 1)
                if entry.status == .fail, let tag = entry.tag { result.mistakes.append((entry.id, tag)) }
            case .prediction:
                totals.predictions += 1
                if entry.status == .pass { totals.right += 1 }
            case .input:
                break
            }
            result.lessons[lesson] = totals
        }
        return result
    }

    static func results(from record: ProgressRecord, fallbackName: String) -> Results {
        var name = fallbackName
        if name.hasPrefix("progress-") { name.removeFirst("progress-".count) }
        var result = Results(student: record.student ?? name, packHash: record.packHash ?? "unknown", kind: "progress")
        for (id, exercise) in record.exercises.sorted(by: { $0.key < $1.key }) {
            var totals = result.lessons[exercise.lesson] ?? (0, 0, 0, 0, 0, 0)
            totals.exercises += 1
            if exercise.solved { totals.passed += 1 }
            totals.hints += exercise.hintsUsed
            totals.attempts += exercise.attempts
            result.lessons[exercise.lesson] = totals
            for tag in exercise.mistakes { result.mistakes.append((id, tag)) }
        }
        for (_, prediction) in record.predictions.sorted(by: { $0.key < $1.key }) {
            var totals = result.lessons[prediction.lesson] ?? (0, 0, 0, 0, 0, 0)
            totals.predictions += 1
            if prediction.correct { totals.right += 1 }
            result.lessons[prediction.lesson] = totals
        }
        return result
    }

    // MARK: - Writing

    public func rendered(as format: Format) -> String {
        switch format {
        case .json: return GradeSheet.encode(self)
        case .csv: return csv
        case .text: return text
        }
    }

    var csv: String {
        var out = "student,lesson,exercises_passed,exercises,predictions_right,predictions,hints_used,attempts,pack_hash\n"
        for row in rows {
            out += [row.student, row.lesson, String(row.exercisesPassed), String(row.exercises), String(row.predictionsRight),
                    String(row.predictions), String(row.hintsUsed), String(row.attempts), row.packHash].map(Self.csvField).joined(separator: ",") + "\n"
        }
        out += "\nexercise,misconception,students,who\n"
        for item in misconceptions {
            out += [item.exercise, item.tag, String(item.count), item.students.joined(separator: " ")].map(Self.csvField).joined(separator: ",") + "\n"
        }
        return out
    }

    static func csvField(_ text: String) -> String {
        guard text.contains(",") || text.contains("\"") || text.contains("\n") else { return text }
        return "\"" + text.replacingEvery("\"", with: "\"\"") + "\""
    }

    var text: String {
        let students = Set(rows.map(\.student)).count
        var out = "Class report: \(students) student\(students == 1 ? "" : "s"), \(sources.count) file\(sources.count == 1 ? "" : "s")\n"
        if packVersions.count > 1 {
            out += "! results come from \(packVersions.count) versions of the lesson pack: "
                + packVersions.sorted { $0.key < $1.key }.map { "\($0.key.prefix(19))… (\($0.value) file\($0.value == 1 ? "" : "s"))" }
                .joined(separator: ", ") + " — compare them with care\n"
        }
        let studentWidth = max(9, (rows.map(\.student.count).max() ?? 0) + 2)
        let lessonWidth = max(8, (rows.map(\.lesson.count).max() ?? 0) + 2)
        out += "\n" + "student".padded(toLength: studentWidth)
            + "lesson".padded(toLength: lessonWidth) + "exercises  predictions  hints  attempts"
            + (packVersions.count > 1 ? "  pack" : "") + "\n"
        for row in rows {
            out += row.student.padded(toLength: studentWidth)
                + row.lesson.padded(toLength: lessonWidth)
                + "\(row.exercisesPassed)/\(row.exercises)".padded(toLength: 11)
                + "\(row.predictionsRight)/\(row.predictions)".padded(toLength: 13)
                + String(row.hintsUsed).padded(toLength: 7) + String(row.attempts)
                + (packVersions.count > 1 ? "         " + row.packHash.prefix(15) : "") + "\n"
        }
        out += "\nWhat the class misunderstands (wrong choices by misconception, most frequent first)\n"
        if misconceptions.isEmpty { out += "  none recorded\n" }
        for item in misconceptions {
            out += "  \(item.count)×  \(item.tag)  in \(item.exercise)  (\(item.students.joined(separator: ", ")))\n"
        }
        for problem in problems { out += "! \(problem)\n" }
        return out
    }
}

enum ReportMessages {
    static func unreadable(_ path: String) -> String {
        "\(path) is neither a StateLab progress file nor a grade file (statelab grade --format json); it was left out"
    }
}
