import Console
import Testing

@Suite("Continuation: when an entry needs another line")
struct ContinuationScannerTests {
    typealias Verdict = ContinuationScanner.Verdict

    @Test("finished entries", arguments: [
        "let x = 1",
        "struct A {}",
        "print(\"}\")",
        "let s = \"{ ( [\"",
        "let t = \"a \\\" still in string ( \"",
        "f(x) // {",
        "/* { */ let y = 2",
        "/* /* nested */ still { comment */ let z = 3",
        "let r = #\"raw \" { \"#",
        "let i = \"sum: \\(a + (b * c))\"",
        "let m = \"\"\"\n  {\n  \"\"\"",
        "let d = [1: \"]\"]",
        "#if os(Linux)",
        "",
        "@Observable final class Model {}",
        "@MainActor func load() {}",
        "let mail = \"ann@example.com\"",
        "@State private var count = 0",
    ])
    func complete(_ source: String) {
        #expect(ContinuationScanner.verdict(for: source) == .complete)
    }

    @Test("unfinished entries and what keeps them open", arguments: [
        ("struct A {", Verdict.needsMore(.brace)),
        ("struct A {\n  var x = 1", .needsMore(.brace)),
        ("let a = [1, 2,", .needsMore(.bracket)),
        ("print(1,", .needsMore(.parenthesis)),
        ("let s = \"\"\"", .needsMore(.multilineString)),
        ("let s = \"\"\"\n  } ) ]\n", .needsMore(.multilineString)),
        ("let s = #\"\"\"\n  \"\"\" still open", .needsMore(.multilineString)),
        ("/* a comment {", .needsMore(.blockComment)),
        ("/* outer /* inner */", .needsMore(.blockComment)),
        ("Button(\"Tap {\") {", .needsMore(.brace)),
        ("@Observable", .needsMore(.attribute)),
        ("@MainActor @preconcurrency", .needsMore(.attribute)),
        ("@available(iOS 17, *) // on Apple platforms", .needsMore(.attribute)),
        ("struct A {}\n@propertyWrapper\n", .needsMore(.attribute)),
        ("let f = { (x: Int) in", .needsMore(.brace)),
        ("let s = \"\"\"\n  \\(items.map { $0 }", .needsMore(.multilineString)),
        ("VStack { Text(\"a\") // }", .needsMore(.brace)),
    ])
    func needsMore(_ source: String, _ expected: Verdict) {
        #expect(ContinuationScanner.verdict(for: source) == expected)
    }

    @Test("input no further line can repair is finished, for the parser to report", arguments: [
        "}",
        "let x = (1]",
        "print(\"abc",
        "print(\"abc\n\")",
        "let s = \"open\nstruct A {",
    ])
    func unrepairable(_ source: String) {
        #expect(ContinuationScanner.verdict(for: source) == .complete)
    }
}
