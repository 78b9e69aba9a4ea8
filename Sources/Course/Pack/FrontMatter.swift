import LessonMarkup
import LiveRuntime
/// A lesson's front matter: the `---` fenced fields at the top of its
/// file (`format`, `id`, `title`, `kind`, `concepts`, `minutes`).
struct FrontMatter {
    /// The lesson format this StateLab reads; a file asking for a newer
    /// one is refused with a message rather than misread.
    static let supportedFormat = 1

    var fields: Field
    /// The line after the closing `---`.
    var bodyLine: Int

    /// Splits the front matter off `text`, returning it and the Markdown
    /// with the front matter's lines blanked (so line numbers stay true).
    static func split(_ text: String, file: String) throws(LessonDiagnostic) -> (FrontMatter?, String) {
        let lines = text.lines().map { String($0.hasSuffix("\r") ? $0.dropLast() : $0) }
        guard lines.first == "---" else { return (nil, text) }
        guard let end = lines.dropFirst().firstIndex(where: { $0 == "---" || $0 == "..." }) else {
            throw LessonDiagnostic(CourseMessages.unclosedFrontMatter, at: LessonLocation(file: file, line: 1, column: 1), sourceLine: "---")
        }
        let body = lines[1..<end].joined(separator: "\n")
        let fields: Field
        do {
            fields = try FieldParser.parse(body)
        } catch {
            let line = error.line + 1
            throw LessonDiagnostic(error.message, at: LessonLocation(file: file, line: line, column: error.column),
                                   sourceLine: lines.indices.contains(line - 1) ? lines[line - 1] : "")
        }
        let blanked = Array(repeating: "", count: end + 1) + lines[(end + 1)...]
        return (FrontMatter(fields: fields, bodyLine: end + 2), blanked.joined(separator: "\n"))
    }
}
