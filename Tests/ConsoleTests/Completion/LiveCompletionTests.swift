import Console
import StateLabTestSupport
import Testing

/// Tab after the live runtime's commands: view names, the labels on
/// screen now, `on`/`off`, the types on the timeline.
@Suite("Tab completion from the live session")
struct LiveCompletionTests {
    func complete(_ text: String, after script: String = ":launch Inbox\n") -> CompletionAction {
        let run = runScenario(Scenarios.inbox + "\n" + Scenarios.ticker, script: script)
        return Completer.action(beforeCursor: text, isContinuation: false, context: run.context)
    }

    @Test("candidates", arguments: [
        (":launch ", CompletionAction.show(["Inbox", "MessageView", "TickerView"])),
        (":launch In", .replace(suffix: "In", with: "Inbox ")),
        (":launch Inbox --", .replace(suffix: "--", with: "--single-pass ")),
        (":tap ", .show(["Lunch plans", "Invoice"])),
        (":tap L", .replace(suffix: "L", with: "\"Lunch plans\" ")),
        (":tap Lunch p", .replace(suffix: "p", with: "plans ")),
        (":type ", .replace(suffix: "", with: "\"Search mail\" ")),
        (":type \"Search mail\" ", .nothing),
        (":toggle U", .replace(suffix: "U", with: "\"Unread only\" ")),
        (":trace o", .show(["on", "off"])),
        (":trace of", .replace(suffix: "of", with: "off ")),
        (":timeline T", .nothing),
    ])
    func candidates(_ text: String, _ expected: CompletionAction) {
        #expect(complete(text) == expected)
    }

    @Test func labelsFollowTheScreen() {
        #expect(complete(":tap ", after: ":launch Inbox\n:tap Invoice\n") == .replace(suffix: "", with: "\"Read again\" "))
        #expect(complete(":tap ", after: "") == .nothing)
        #expect(complete(":timeline T", after: ":launch TickerView\n") == .replace(suffix: "T", with: "Ticker "))
    }
}
