@testable import Console
import StateLabTestSupport
import Testing

@Suite("Tab completion")
struct CompleterTests {
    /// The standard table plus a command completing a fixed set of labels.
    static func context() -> ConsoleContext {
        var table = CommandTable.standard()
        table.register(Command(
            name: "press", arguments: "LABEL", summary: "press", details: "press", run: { _, _ in .done },
            completeArgument: { request, _ in
                guard request.index == 0 else { return [] }
                return ["Increment", "Re-render parent", "Reset", "Reset all"].map { CompletionCandidate($0) }
            }))
        return ConsoleContext(commands: table, output: CapturedOutput(), isInteractive: true)
    }

    func complete(_ text: String, continuing: Bool = false) -> CompletionAction {
        Completer.action(beforeCursor: text, isContinuation: continuing, context: Self.context())
    }

    @Test("command names", arguments: [
        (":he", CompletionAction.replace(suffix: ":he", with: ":help ")),
        (":q", .replace(suffix: ":q", with: ":quit ")),
        ("  :lo", .replace(suffix: ":lo", with: ":load ")),
        (":res", .replace(suffix: ":res", with: ":reset ")),
        (":re", .show([":reset", ":refresh"])),
        (":la", .replace(suffix: ":la", with: ":launch ")),
        (":ti", .replace(suffix: ":ti", with: ":timeline ")),
        (":tr", .show([":tree", ":trace", ":try"])),
        (":ph", .replace(suffix: ":ph", with: ":phase ")),
        (":phase b", .replace(suffix: "b", with: "background ")),
        (":x", .nothing),
    ])
    func commandNames(_ text: String, _ expected: CompletionAction) {
        #expect(complete(text) == expected)
    }

    @Test func aBareColonListsEveryCommand() {
        #expect(complete(":") == .show(CommandTable.standard().commands.map { ":" + $0.name } + [":press"]))
    }

    @Test("arguments come from the command's hook", arguments: [
        (":help lo", CompletionAction.replace(suffix: "lo", with: "load ")),
        (":help l", .show(["load", "launch", "lessons"])),
        (":h qu", .replace(suffix: "qu", with: "quit ")),
        (":help :lo", .replace(suffix: ":lo", with: ":load ")),
        (":press In", .replace(suffix: "In", with: "Increment ")),
        (":press Re-", .replace(suffix: "Re-", with: "\"Re-render parent\" ")),
        (":press \"Inc", .replace(suffix: "\"Inc", with: "\"Increment\" ")),
        (":press Res", .replace(suffix: "Res", with: "Reset")),
        (":press Reset", .show(["Reset", "Reset all"])),
        (":press Reset ", .nothing),
        (":press Re", .show(["Re-render parent", "Reset", "Reset all"])),
        (":reset x", .nothing),
        (":zz a", .nothing),
    ])
    func arguments(_ text: String, _ expected: CompletionAction) {
        #expect(complete(text) == expected)
    }

    @Test func aCommonPrefixWithASpaceOpensAQuote() {
        let candidates = [CompletionCandidate("Reset all"), CompletionCandidate("Reset all views")]
        #expect(Completer.choose(from: candidates, typed: "Re", rawTyped: "Re", quote: nil)
            == .replace(suffix: "Re", with: "\"Reset all"))
    }

    @Test("in Swift code, Tab at the start of a line indents", arguments: [
        ("", false, CompletionAction.replace(suffix: "", with: "    ")),
        ("    ", true, .replace(suffix: "", with: "    ")),
        ("let x", false, .nothing),
        (":he", true, .nothing),
    ])
    func code(_ text: String, continuing: Bool, _ expected: CompletionAction) {
        #expect(complete(text, continuing: continuing) == expected)
    }
}
