import LessonMarkup
import LiveRuntime
/// Reads one lesson file: front matter, then the Markdown (parsed by
/// libcmark) cut into steps at `##` headings, with each fenced block read
/// by its role — `swift`, `statelab`, `predict`, `exercise`.
///
/// Every problem is collected with its `file:line:col`; a lesson with any
/// problem is not loaded (the rest of the pack still is).
public struct LessonParser {
    let file: String
    let text: String
    /// When given, only the `predict` and `exercise` blocks that name one
    /// of these ids are read; the lesson holds just those items.
    let focus: [String]?
    var diagnostics: [LessonDiagnostic] = []

    public init(file: String, text: String, focus: [String]? = nil) {
        self.file = file
        self.text = text.withUnixLineEnds()
        self.focus = focus
    }

    /// The lesson, or every problem found in it.
    /// - Parameter focus: read only the exercises and predictions with
    ///   these ids (a grader of one exercise in a pack already checked
    ///   whole: the built-in one). Problems elsewhere in unread blocks go
    ///   unseen, so a pack being checked is read without it.
    public static func parse(file: String, text: String, focus: [String]? = nil) -> Result<Lesson, LessonProblems> {
        var parser = LessonParser(file: file, text: text, focus: focus)
        guard let lesson = parser.parse(), parser.diagnostics.isEmpty else {
            return .failure(LessonProblems(file: file, diagnostics: parser.diagnostics))
        }
        return .success(lesson)
    }

    func location(_ line: Int, _ column: Int = 1) -> LessonLocation {
        LessonLocation(file: file, line: line, column: column)
    }

    func sourceLine(_ line: Int) -> String {
        // Cut only when a problem is reported: a lesson read without one
        // (every built-in lesson a grader reads) never needs its lines.
        let lines = text.lines()
        return lines.indices.contains(line - 1) ? String(lines[line - 1]) : ""
    }

    mutating func error(_ message: String, line: Int, column: Int = 1) {
        diagnostics.append(LessonDiagnostic(message, at: location(line, column), sourceLine: sourceLine(line)))
    }

    mutating func error(_ diagnostic: LessonDiagnostic) {
        var diagnostic = diagnostic
        if diagnostic.sourceLine.isEmpty { diagnostic.sourceLine = sourceLine(diagnostic.location.line) }
        diagnostics.append(diagnostic)
    }

    // MARK: - The file

    private mutating func parse() -> Lesson? {
        let frontMatter: FrontMatter?
        let markdown: String
        do {
            (frontMatter, markdown) = try FrontMatter.split(text, file: file)
        } catch {
            diagnostics.append(error)
            return nil
        }
        let document = MarkdownDocument(parsing: markdown)
        let header = readHeader(frontMatter, document)
        let steps = readSteps(document)
        guard let header else { return nil }
        return Lesson(id: header.id, title: header.title, kind: header.kind, concepts: header.concepts,
                      minutes: header.minutes, file: file, steps: steps)
    }

    private struct Header {
        var id: String
        var title: String
        var kind: Lesson.Kind
        var concepts: [String]
        var minutes: Int?
    }

    private mutating func readHeader(_ frontMatter: FrontMatter?, _ document: MarkdownDocument) -> Header? {
        let heading = document.blocks.lazy.compactMap { block -> String? in
            if case .heading(1, let inlines) = block.kind { return MarkdownInline.plainText(inlines) }
            return nil
        }.first
        guard let frontMatter else {
            error(CourseMessages.missingFrontMatter, line: 1)
            return nil
        }
        let fields = frontMatter.fields
        let known = ["format", "id", "title", "kind", "concepts", "minutes"]
        for entry in fields.entries ?? [] where !known.contains(entry.key) {
            error(CourseMessages.unknownField(entry.key, in: "front matter", known: known), line: entry.line + 1, column: entry.column)
        }
        if let format = fields["format"] {
            if let number = format.scalar.flatMap({ Int($0) }) {
                if number > FrontMatter.supportedFormat {
                    error(CourseMessages.newerFormat(number, supported: FrontMatter.supportedFormat), line: format.line + 1, column: format.column)
                }
            } else {
                error(CourseMessages.formatNotNumber, line: format.line + 1, column: format.column)
            }
        }
        var kind = Lesson.Kind.lesson
        if let field = fields["kind"] {
            if let value = field.scalar.flatMap(Lesson.Kind.init(rawValue:)) { kind = value } else {
                error(CourseMessages.badKind(field.scalar ?? ""), line: field.line + 1, column: field.column)
            }
        }
        guard let id = fields["id"]?.scalar, !id.isEmpty else {
            error(CourseMessages.missingID, line: 1)
            return nil
        }
        if !Self.isIdentifier(id), let field = fields["id"] {
            error(CourseMessages.badID(id), line: field.line + 1, column: field.column)
        }
        let title = fields["title"]?.scalar ?? heading ?? id
        var concepts: [String] = []
        if let field = fields["concepts"] {
            if let list = field.list { concepts = list.compactMap(\.scalar) } else if let one = field.scalar { concepts = [one] }
        }
        var minutes: Int?
        if let field = fields["minutes"] {
            if let value = field.scalar.flatMap({ Int($0) }), value > 0 { minutes = value } else {
                error(CourseMessages.minutesNotNumber, line: field.line + 1, column: field.column)
            }
        }
        if kind == .lesson && minutes == nil {
            error(CourseMessages.missingMinutes, line: 1)
        }
        return Header(id: id, title: title, kind: kind, concepts: concepts, minutes: minutes)
    }

    /// Lower-case words joined by hyphens: `owner-vs-observer`.
    static func isIdentifier(_ text: String) -> Bool {
        !text.isEmpty && text.first != "-" && text.last != "-"
            && text.allSatisfy { ($0.isLetter && $0.isLowercase) || $0.isNumber || $0 == "-" }
    }
}

/// A lesson file that could not be loaded, with everything wrong in it.
public struct LessonProblems: Error, Sendable {
    public var file: String
    public var diagnostics: [LessonDiagnostic]
}
