import LessonMarkup
import Course
import Testing
@testable import Console

@Suite("Lesson Markdown in the terminal")
struct MarkdownRendererTests {
    func plain(_ markdown: String, width: Int = 40) -> String {
        MarkdownRenderer(styler: .plain, width: width).render(MarkdownDocument(parsing: markdown).blocks)
    }

    @Test func paragraphsWrapAtSpacesToTheWidth() {
        let text = plain("One two three four five six seven eight nine ten eleven twelve.", width: 20)
        #expect(text == "One two three four\nfive six seven eight\nnine ten eleven\ntwelve.\n")
    }

    @Test func withoutColourMarksStayReadable() {
        #expect(plain("Use *this* and **that** with `code`.") == "Use *this* and **that** with `code`.\n")
        #expect(plain("# Title\n\n## Step") == "Title\n=====\n\nStep\n----\n")
        #expect(plain("A [link](https://swift.org) here.") == "A link (https://swift.org) here.\n")
    }

    @Test func listsHangTheirWrappedLines() {
        let text = plain("- first item that is long enough to wrap\n- second\n\n1. one\n2. two", width: 24)
        #expect(text == "• first item that is\n  long enough to wrap\n• second\n\n1. one\n2. two\n")
    }

    @Test func codeBlocksSitInAGutter() {
        #expect(plain("```swift\nlet x = 1\n```") == "  │ let x = 1\n")
    }

    @Test func withColourSwiftIsHighlightedAndSlotsStandOut() {
        let lines = SwiftHighlighter(styler: Styler(isEnabled: true)).lines("@<#owner wrapper#> var counter = Counter() // mine\n")
        #expect(lines.count == 1)
        let line = lines[0]
        #expect(line.contains("\u{1B}[35mvar\u{1B}[0m"), "keywords: \(line.debugDescription)")
        #expect(line.contains("\u{1B}[32m// mine\u{1B}[0m"), "comments: \(line.debugDescription)")
        #expect(line.contains("\u{1B}[7m"), "the placeholder: \(line.debugDescription)")
        #expect(SwiftHighlighter(styler: .plain).lines("let a = 1\nlet b = 2\n") == ["let a = 1", "let b = 2"])
    }
}
