import SwiftSubset
import StateLabTestSupport
import Testing

/// Computed and observed variables that are not properties — at top
/// level, in function bodies and at the prompt — behave as swiftc's:
/// accessors run on every read and write, observers on every assignment
/// but not the initial value, and writes to a get-only one are refused.
@Suite("Computed and observed globals and locals")
struct AccessorVariableTests {
    @Test("every way of writing runs the observers once, in order, and never for the initial value", arguments: [
        ("n = 2", "will 2\ndid 1 2\n"),
        ("n += 2", "will 3\ndid 1 3\n"),
        ("n.negate()", "will -1\ndid 1 -1\n"),
        ("func bump(_ x: inout Int) { x *= 5 }\nbump(&n)", "will 5\ndid 1 5\n"),
        ("let f = { n = 7 }\nf()", "will 7\ndid 1 7\n"),
    ])
    func writesRunObservers(write: String, prints: String) {
        let observed = "var n = 1 {\n    willSet { print(\"will\", newValue) }\n    didSet { print(\"did\", oldValue, n) }\n}\n"
        assertEvaluates(observed + write + "\n", prints: prints)
        // The same variable inside a function.
        let local = "func run() {\n" + (observed + write).split(separator: "\n").map { "    " + $0 }.joined(separator: "\n") + "\n}\nrun()\n"
        assertEvaluates(local, prints: prints)
    }

    @Test("a write inside an observer stores without running the observers again")
    func observerWritesDoNotRecurse() {
        assertEvaluates("var level = 0 { didSet { if level > 3 { level = 3 }; print(\"set\") } }\nlevel = 9\nprint(level)\n",
                        prints: "set\n3\n")
    }

    @Test("a computed variable's getter sees the current values of what it reads, and its setter changes them")
    func computedReadsAndWrites() {
        assertEvaluates("""
            func run() {
                var cents = 250
                var dollars: Double {
                    get { Double(cents) / 100 }
                    set(amount) { cents = Int(amount * 100) }
                }
                print(dollars)
                cents += 50
                print(dollars)
                dollars = 1.25
                print(cents, type(of: dollars))
            }
            run()

            """, prints: "2.5\n3.0\n125 Double\n")
    }

    @Test("writing a get-only computed variable is refused in swiftc's words", arguments: [
        ("var t: Int { 3 }\n1️⃣t = 4\n", "cannot assign to value: 't' is a get-only property"),
        ("func f() {\n    var t: Int { 3 }\n    1️⃣t = 4\n}\n", "cannot assign to value: 't' is a get-only property"),
        ("var xs: [Int] { [] }\nxs.1️⃣append(1)\n", "cannot use mutating member on immutable value: 'xs' is a get-only property"),
        ("let t: Int 1️⃣{ 3 }\n", "'let' declarations cannot be computed properties"),
        ("func f() {\n    let n = 0 1️⃣{ didSet { } }\n}\n", "'let' declarations cannot be observing properties"),
    ])
    func getOnlyWritesAreRefused(source: String, message: String) {
        assertDiagnostic(source, message: message)
    }

    @Test("at the prompt a computed global is read by later entries and its hidden storage is not echoed")
    func atThePrompt() {
        let buffer = OutputBuffer()
        let session = Interpreter { buffer.append($0) }
        for entry in ["var n = 1 { didSet { print(\"did\", oldValue) } }", "var t: Int { n * 10 }", "n = 4", "t"] {
            #expect(session.evaluate(entry, file: "<repl>", mode: .interactive) == .success)
        }
        #expect(buffer.text == "did 1\n$R0: Int = 40\n")
    }
}
