import Console
import Testing

@Suite("Entries: lines gathered into commands and Swift")
struct EntryAccumulatorTests {
    @Test func aCommandIsOneLine() {
        var accumulator = EntryAccumulator()
        #expect(accumulator.add("  :help load ") == Entry(kind: .command, text: ":help load", firstLine: 1))
    }

    @Test func codeContinuesUntilBalancedAndRemembersWhereItStarted() {
        var accumulator = EntryAccumulator()
        #expect(accumulator.add("let x = 1") == Entry(kind: .code, text: "let x = 1", firstLine: 1))
        #expect(accumulator.add("") == nil)
        #expect(accumulator.add("struct A {") == nil)
        #expect(accumulator.isContinuing)
        #expect(accumulator.pendingOpener == .brace)
        #expect(accumulator.add(":not a command inside code") == nil)
        #expect(accumulator.add("}") == Entry(
            kind: .code, text: "struct A {\n:not a command inside code\n}", firstLine: 3))
        #expect(!accumulator.isContinuing)
    }

    @Test func blankLinesInsideAMultilineStringAreKept() {
        var accumulator = EntryAccumulator()
        _ = accumulator.add("let s = \"\"\"")
        _ = accumulator.add("")
        #expect(accumulator.add("\"\"\"") == Entry(kind: .code, text: "let s = \"\"\"\n\n\"\"\"", firstLine: 1))
    }

    @Test func endOfInputSubmitsTheUnfinishedEntry() {
        var accumulator = EntryAccumulator()
        _ = accumulator.add("func f() {")
        #expect(accumulator.finish() == Entry(kind: .code, text: "func f() {", firstLine: 1))
        #expect(accumulator.finish() == nil)
    }

    @Test func discardForgetsTheEntryButKeepsCountingLines() {
        var accumulator = EntryAccumulator()
        _ = accumulator.add("func f() {")
        accumulator.discard()
        #expect(!accumulator.isContinuing)
        #expect(accumulator.add(":q") == Entry(kind: .command, text: ":q", firstLine: 2))
    }
}
