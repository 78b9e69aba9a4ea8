import BuiltinLessons
@testable import Course
@testable import LessonMarkup
import Testing

/// The field parser and the front matter read all-ASCII text on its bytes
/// and anything else Character by Character; both ways must agree.
@Suite("Lesson text read on bytes")
struct FieldParserBytesTests {
    /// Every line of every built-in lesson, and lines made to be awkward.
    static let lines: [String] = {
        var lines = BuiltinLessons.files.flatMap { $0.text.lines().map(String.init) }
        lines += ["", ":", "key:", "key: ", "  key:   value  ", "\"quoted key\": v", "'q': v", "\"open: v", "'q'x: v",
                  "a # not: a key", "a #b: c", "[x]: y", "{x}: y", "url: http://x", "k:v", "k: v # c", "k: 'a # b' # c",
                  "k: \"a\\\" # b\"", "- item: x", "key\t: v", "key :  v\t", "#k: v", "k: [a, 'b # c'] # d", "k: x#y"]
        return lines
    }()

    @Test func splitKeyOnBytesAgreesWithCharacters() {
        var compared = 0
        for line in Self.lines {
            guard let ascii = FieldParser.splitASCIIKey(line) else { continue }
            compared += 1
            let characters = FieldParser.splitKeyByCharacters(line)
            #expect(ascii?.0 == characters?.0 && ascii?.1 == characters?.1 && ascii?.2 == characters?.2, "\(line)")
        }
        #expect(compared > 1000)
        #expect(FieldParser.splitASCIIKey("clé: v") == nil, "a line with a non-ASCII byte is read by Characters")
        #expect(FieldParser.splitKey("clé: vé")?.2 == 5, "columns count Characters")
    }

    @Test func stripCommentOnBytesAgreesWithCharacters() {
        for line in Self.lines {
            guard let ascii = FieldParser.stripASCIIComment(line) else { continue }
            #expect(ascii == FieldParser.stripCommentByCharacters(line), "\(line)")
        }
        #expect(FieldParser.stripASCIIComment("é # c") == nil)
        #expect(FieldParser.stripComment("é # c") == "é")
    }

    /// The front matter split on bytes (a text without "\r") gives what
    /// the line-by-line reading gives.
    @Test func frontMatterOnBytesAgreesWithLines() throws {
        var texts = BuiltinLessons.files.map(\.text).filter { $0.hasPrefix("---\n") }
        #expect(texts.count > 10)
        texts += ["---\n---\n", "---\nid: a\n---", "---\nid: a\n...\nbody\n", "---\nid: a\n---\n\n# T\n", "---\n\n---\nx"]
        for text in texts {
            let bytes = try #require(try FrontMatter.splitOnBytes(text, file: "f.md"), "\(text.prefix(40))")
            let (lines, linesMarkdown) = try FrontMatter.splitByLines(text, file: "f.md")
            #expect(bytes.0?.fields == lines?.fields)
            #expect(bytes.0?.bodyLine == lines?.bodyLine)
            #expect(bytes.1 == linesMarkdown)
        }
        // Texts the byte reading leaves to the lines, and problems, worded there.
        #expect(try FrontMatter.splitOnBytes("---\r\nid: a\r\n---\r\n", file: "f.md") == nil)
        #expect(try FrontMatter.splitOnBytes("# no front matter\n", file: "f.md") == nil)
        #expect(try FrontMatter.splitOnBytes("---\nid: [a\n---\n", file: "f.md") == nil)
        #expect(throws: LessonDiagnostic.self) { try FrontMatter.split("---\nid: [a\n---\n", file: "f.md") }
        #expect(throws: LessonDiagnostic.self) { try FrontMatter.split("---\nid: a\n", file: "f.md") }
    }
}
