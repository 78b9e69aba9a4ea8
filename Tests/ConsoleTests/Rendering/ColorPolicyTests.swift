import Console
import Testing

@Suite("Colour: only on a terminal, and only if nothing says no")
struct ColorPolicyTests {
    static let terminal = ["TERM": "xterm-256color"]

    @Test("decisions", arguments: [
        (true, terminal, false, true),
        (false, terminal, false, false),
        (true, terminal, true, false),
        (true, terminal.merging(["NO_COLOR": "1"]) { $1 }, false, false),
        (true, terminal.merging(["NO_COLOR": ""]) { $1 }, false, true),
        (true, ["TERM": "dumb"], false, false),
        (true, [:], false, false),
    ])
    func decides(isTerminal: Bool, environment: [String: String], noColorFlag: Bool, expected: Bool) {
        #expect(ColorPolicy.allowsColor(
            streamIsTerminal: isTerminal, environment: environment, noColorFlag: noColorFlag) == expected)
    }

    @Test func stylesOnlyWhenEnabled() {
        #expect(Styler.plain.apply(.error, to: "error:") == "error:")
        #expect(Styler(isEnabled: true).apply(.error, to: "error:") == "\u{1B}[1;31merror:\u{1B}[0m")
        #expect(Styler(isEnabled: true).applyInPrompt(.bold, to: "p>", delimiter: "\u{1}")
            == "\u{1}\u{1B}[1m\u{1}p>\u{1}\u{1B}[0m\u{1}")
    }
}
