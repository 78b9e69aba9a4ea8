import StateLabTestSupport
import Testing

/// swiftc refuses a `func` declared to return a value whose body can end
/// without `return`; StateLab stops the call where the body ends so, with
/// swiftc's words, at the function — never returning a `Void` that later
/// code trips over.
@Suite("Missing return")
struct MissingReturnTests {
    @Test func aMethodThatEndsWithoutReturningIsAnError() {
        assertDiagnostic("""
            struct Request {
                var query: [Int] = []
                func 1️⃣adding(_ v: Int) -> Request {
                    var copy = self
                    copy.query.append(v)
                }
            }
            print(Request().adding(1).adding(2))
            """, message: "missing return in instance method expected to return 'Request'")
    }

    @Test func aGlobalFunctionThatEndsWithoutReturningIsAnError() {
        assertDiagnostic("""
            func 1️⃣sign(_ x: Int) -> String {
                if x > 0 { return "+" }
                if x < 0 { return "-" }
            }
            print(sign(0))
            """, message: "missing return in global function expected to return 'String'")
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
