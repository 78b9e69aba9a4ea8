import Console
import Testing

@Suite("Columns for long candidate lists")
struct ColumnLayoutTests {
    @Test func fillsColumnsTopToBottom() {
        let items = ["alpha", "beta", "gamma", "delta", "epsilon"]
        #expect(ColumnLayout.lines(items, width: 30) == [
            "alpha    gamma    epsilon",
            "beta     delta",
        ])
    }

    @Test func oneColumnWhenTheTerminalIsNarrow() {
        #expect(ColumnLayout.lines(["alpha", "beta"], width: 6) == ["alpha", "beta"])
    }

    @Test func oneLineWhenEverythingFits() {
        #expect(ColumnLayout.lines([":help", ":load", ":quit"], width: 80) == [":help  :load  :quit"])
        #expect(ColumnLayout.lines([], width: 80).isEmpty)
    }
}
