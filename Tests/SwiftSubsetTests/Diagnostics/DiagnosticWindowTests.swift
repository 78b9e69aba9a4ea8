import Testing
@testable import SwiftSubset

@Suite("Diagnostics on hostile lines")
struct DiagnosticWindowTests {
    @Test func aMegabyteLineIsShownAsAWindowAroundTheCaret() {
        let line = String(repeating: "a", count: 500_000) + "!" + String(repeating: "b", count: 500_000)
        let (shown, column) = DiagnosticRenderer.window(line, around: 500_001)
        #expect(shown.count <= DiagnosticRenderer.widestLine + 2)
        #expect(shown.hasPrefix("…") && shown.hasSuffix("…"))
        #expect(Array(shown)[column - 1] == "!")
        #expect(DiagnosticRenderer.window("short", around: 3) == ("short", 3))
    }

    @Test func controlCharactersInASourceLineAreNotSentToTheTerminal() {
        let diagnostic = Diagnostic(.error, Message("test", "bad"), at: SourcePosition(file: "f", line: 1, column: 3),
                                    sourceLine: "a\u{1B}]52;c;evil\u{07}b")
        let text = DiagnosticRenderer().render(diagnostic)
        #expect(!text.contains("\u{1B}") && !text.contains("\u{07}"))
        #expect(text.contains("a\u{FFFD}]52;c;evil\u{FFFD}b"))
    }
}
