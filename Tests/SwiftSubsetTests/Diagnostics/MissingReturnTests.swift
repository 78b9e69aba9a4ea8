import StateLabTestSupport
import Testing

/// swiftc refuses a `func` declared to return a value whose body can end
/// without `return`, at the body's closing brace; so does StateLab, before
/// anything runs. Where its flow analysis is not certain (swiftc folds some
/// conditions first), the call stops where the body ends so, with swiftc's
/// words, at the function — never returning a `Void` that later code trips over.
@Suite("Missing return")
struct MissingReturnTests {
    @Test func aMethodThatEndsWithoutReturningIsRefused() {
        assertDiagnostic("""
            struct Request {
                var query: [Int] = []
                func adding(_ v: Int) -> Request {
                    var copy = self
                    copy.query.append(v)
                1️⃣}
            }
            print(Request().adding(1).adding(2))
            """, message: "missing return in instance method expected to return 'Request'", id: "compiler.missingReturn")
    }

    @Test func aGlobalFunctionReturningOnSomePathsOnlyIsRefused() {
        assertDiagnostic("""
            func sign(_ x: Int) -> String {
                if x > 0 { return "+" }
                if x < 0 { return "-" }
            1️⃣}
            print(sign(0))
            """, message: "missing return in global function expected to return 'String'", id: "compiler.missingReturn")
    }

    @Test func aBodyTheAnalysisCannotJudgeStopsWhereItEnds() {
        // swiftc refuses this too; StateLab's analysis does not trust a
        // `default:` to be reachable, so the run time stops the call.
        assertDiagnostic("""
            func 1️⃣name(_ n: Int) -> String {
                switch n {
                case 0: return "zero"
                default: print("no name for", n)
                }
            }
            print(name(0))
            print(name(2))
            """, message: "missing return in global function expected to return 'String'", id: "runtime.missingReturn")
    }

    @Test func bodiesThatAlwaysReturnOrTrapAreFine() {
        assertEvaluates("""
            func label(_ n: Int) -> String {
                switch n {
                case 0: return "zero"
                default: return "many"
                }
            }
            func parity(_ n: Int) -> String { n % 2 == 0 ? "even" : "odd" }
            func kind(_ n: Int) -> String { if n < 0 { "negative" } else { "natural" } }
            print(label(0), parity(3), kind(-1))
            """, prints: "zero odd negative\n")
    }
}
