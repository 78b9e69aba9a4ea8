import SwiftSubset
import SwiftSubsetFrontend
import StateLabTestSupport
import Testing

/// Control characters in source: the toolchain's diagnostics generator
/// traps on some of them beside an operator (a fuzz finding,
/// docs/ROBUSTNESS.md); StateLab reports them at their place instead.
@Suite("Control characters in source are errors at their place, never a crash")
struct ControlCharacterTests {
    @Test("a control character beside an operator is an invalid character", arguments: [
        "a 1️⃣\u{01}= 1\n",
        "var a = 0\na 1️⃣\u{07}= 1\n",
        "let b = 2 1️⃣\u{1F}+= 3\n",
        "print(1)1️⃣\u{7F}\n",
        // What bytes that were not UTF-8 become.
        "var name = \"\"\nname 1️⃣\u{FFFD}\u{FFFD}= \"b\"\n",
    ])
    func invalidCharacterBesideAnOperator(source: String) {
        assertDiagnostic(source, message: "invalid character in source file")
    }

    @Test("a control character inside a string is swiftc's unprintable character")
    func controlCharacterInAString() {
        assertDiagnostic("let s = \"a1️⃣\u{01}b\"\n", message: "unprintable ASCII character found in source file")
    }

    @Test("a vertical tab or form feed before an operator is whitespace: the run goes on to name what is wrong")
    func whitespaceControlsAreWhitespace() {
        assertDiagnostic("1️⃣a \u{0B}= 1\n", message: "cannot find 'a' in scope")
        assertDiagnostic("1️⃣a \u{0C}= 1\n", message: "cannot find 'a' in scope")
    }

    @Test("every control character is reported, in order, with the other syntax errors")
    func everyOneIsReported() {
        let diagnostics = SourceFile(name: "t.swift", text: "let x = (1\u{02}\u{03}\n").syntaxDiagnostics()
        let invalid = diagnostics.filter { $0.message == "invalid character in source file" }
        #expect(invalid.map(\.position.column) == [11, 12])
        #expect(diagnostics.contains { $0.message.contains("expected ')'") })
        #expect(diagnostics.map(\.position) == diagnostics.map(\.position).sorted())
    }
}

/// Brackets opened in a row: the toolchain's parser looks ahead
/// exponentially in them (a fuzz finding, docs/ROBUSTNESS.md), so a run
/// past `BracketChains.limit` is refused at once, at its place.
@Suite("Long runs of opened brackets are refused at their place, never a hang")
struct BracketChainTests {
    static func run(_ count: Int, _ opener: String = "[", closer: String = "]") -> String {
        String(repeating: opener, count: count) + "1" + String(repeating: closer, count: count)
    }

    @Test("nested literals up to the limit run", arguments: [1, 3, BracketChains.limit])
    func upToTheLimit(depth: Int) {
        assertEvaluates("let x = \(Self.run(depth))\nprint(x.count)\n", prints: "1\n")
    }

    @Test("past the limit, the first bracket refused is named", arguments: [
        "let x = " + String(repeating: "[", count: BracketChains.limit) + "1️⃣" + String(repeating: "[", count: 40),
        "let y = " + String(repeating: "[ (", count: BracketChains.limit / 2) + "1️⃣" + String(repeating: "[ (", count: 20) + "1",
        "if let next = current" + String(repeating: "[", count: BracketChains.limit) + "1️⃣" + String(repeating: "[", count: 100) + "x {}",
        // Comments, refused characters and invisible ones between the
        // brackets are trivia: the run goes on through them.
        "let z = " + String(repeating: "[ /* c */ \u{FFFD}", count: BracketChains.limit) + "1️⃣[\u{200B}[\u{01}[\n[ // c\n[[[",
    ])
    func pastTheLimit(source: String) {
        assertDiagnostic(source, message: "unsupported in StateLab: more than \(BracketChains.limit) brackets opened in a row")
    }

    @Test("brackets in strings and comments, and subscripts with names between, do not count")
    func onlyARunCounts() {
        let many = String(repeating: "[", count: 40)
        #expect(BracketChains.excess(in: "let s = \"\(many)\"\n// \(many)\n/* \(many) */").isEmpty)
        #expect(BracketChains.excess(in: "let x = " + String(repeating: "a[", count: 40)).isEmpty)
        #expect(BracketChains.excess(in: String(repeating: "(", count: 40)).isEmpty)
        #expect(BracketChains.excess(in: "let x = " + String(repeating: "[é", count: 40)).isEmpty)
    }
}
