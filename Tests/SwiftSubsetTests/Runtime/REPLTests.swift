import SwiftSubset
import StateLabTestSupport
import Testing

@Suite("At the prompt: declarations persist, expressions echo")
struct REPLTests {
    func run(_ entries: [String]) -> String {
        let buffer = OutputBuffer()
        let session = Interpreter { buffer.append($0) }
        for entry in entries { _ = session.evaluate(entry, file: "<repl>", mode: .interactive) }
        return buffer.text
    }

    @Test func bareExpressionsEchoValueAndType() {
        #expect(run(["1 + 2", "\"hi\"", "[1, 2]", "Optional(5)"]) == """
            $R0: Int = 3
            $R1: String = "hi"
            $R2: [Int] = [1, 2]
            $R3: Int? = 5

            """)
    }

    @Test func declarationsEchoAndPersist() {
        #expect(run(["let x = 5", "struct Point { var x: Int; var y: Int }", "let p = Point(x: x, y: 2)", "p.x * 10"]) == """
            x: Int = 5
            p: Point = Point(x: 5, y: 2)
            $R0: Int = 50

            """)
    }

    @Test func resultsCanBeUsedLater() {
        #expect(run(["20 + 1", "$R0 * 2"]) == "$R0: Int = 21\n$R1: Int = 42\n")
    }

    @Test func removingMethodsEchoWhatTheyRemovedWithItsType() {
        #expect(run(["var a = [1, 2, 3]", "a.removeLast()", "let b = a.removeFirst()", "a.popLast()",
                     "var d = [\"k\": 1]", "d.removeValue(forKey: \"k\")", "var s = \"hey\"", "s.removeLast()"]) == """
            a: [Int] = [1, 2, 3]
            $R0: Int = 3
            b: Int = 1
            $R1: Int? = 2
            d: [String: Int] = ["k": 1]
            $R2: Int? = 1
            s: String = "hey"
            $R3: Character = "y"

            """)
    }

    @Test func statementsAndVoidCallsEchoNothing() {
        #expect(run(["var n = 1", "n += 1", "print(n)", "func f() {}", "f()"]) == "n: Int = 1\n2\n")
    }

    @Test func aFailedEntryLeavesNoHalfDeclaredNames() {
        let buffer = OutputBuffer()
        let session = Interpreter { buffer.append($0) }
        #expect(session.evaluate("struct Good {}\nlet bad: Missing = 1\n", file: "<repl>", mode: .interactive) != .success)
        guard case .failure(let diagnostics) = session.evaluate("Good()", file: "<repl>", mode: .interactive) else {
            Issue.record("Good should not exist after its entry failed")
            return
        }
        #expect(diagnostics.first?.message == "cannot find 'Good' in scope")
    }

    @Test func entriesNumberTheirLinesLikeOneTranscript() {
        let session = Interpreter { _ in }
        _ = session.evaluate("let a = 1\nlet b = 2\n", file: "<repl>", mode: .interactive)
        guard case .failure(let diagnostics) = session.evaluate("print(zzz)", file: "<repl>", mode: .interactive) else {
            Issue.record("expected an error")
            return
        }
        #expect(diagnostics.first?.position.line == 4)
        #expect(diagnostics.first?.sourceLine == "print(zzz)")
    }
}
