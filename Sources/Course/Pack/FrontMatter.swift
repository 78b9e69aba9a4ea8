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
        if let fast = try splitOnBytes(text, file: file) { return fast }
        return try splitByLines(text, file: file)
    }

    /// `split` line by line, for any text.
    static func splitByLines(_ text: String, file: String) throws(LessonDiagnostic) -> (FrontMatter?, String) {
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

    /// `split` for a text without "\r" (every lesson written on Linux or
    /// macOS), on its bytes: the front matter's lines are found by their
    /// offsets, and the Markdown is the rest of the text behind as many
    /// empty lines — the same text the line-by-line path builds, without
    /// cutting a whole lesson into a String per line and joining it again
    /// (which showed in a grade process's start-up). Nil when the text
    /// holds a "\r", does not open with `---` or has a problem;
    /// `splitByLines` reads it then (and words the problem).
    static func splitOnBytes(_ text: String, file: String) throws(LessonDiagnostic) -> (FrontMatter?, String)? {
        let bytes = text.utf8
        guard !text.hasCarriageReturn, bytes.starts(with: "---\n".utf8) else { return nil }
        // Each line's start, until the closing `---` or `...`.
        var lineStart = bytes.index(bytes.startIndex, offsetBy: 4)
        var lineNumber = 1
        while lineStart < bytes.endIndex {
            let lineEnd = bytes[lineStart...].firstIndex(of: 10) ?? bytes.endIndex
            lineNumber += 1
            let line = bytes[lineStart..<lineEnd]
            if line.elementsEqual("---".utf8) || line.elementsEqual("...".utf8) {
                let bodyStart = bytes.index(bytes.startIndex, offsetBy: 4)
                let body = lineNumber == 2 ? "" : String(text[bodyStart..<bytes.index(before: lineStart)])
                let fields: Field
                do {
                    fields = try FieldParser.parse(body)
                } catch {
                    return nil
                }
                let end = lineNumber - 1
                var markdown = String(repeating: "\n", count: lineEnd == bytes.endIndex ? end : end + 1)
                if lineEnd < bytes.endIndex { markdown.append(contentsOf: text[bytes.index(after: lineEnd)...]) }
                return (FrontMatter(fields: fields, bodyLine: end + 2), markdown)
            }
            guard lineEnd < bytes.endIndex else { break }
            lineStart = bytes.index(after: lineEnd)
        }
        return nil
    }
}
