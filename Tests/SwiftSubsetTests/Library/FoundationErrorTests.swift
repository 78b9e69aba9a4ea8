import StateLabTestSupport
import Testing

/// Foundation's `NSError` and `URLError` are values a program throws and
/// catches; what Foundation would make of a Swift error bridged to an
/// `NSError` is not modelled, so `as NSError` says so by name.
@Suite("Foundation's errors")
struct FoundationErrorTests {
    @Test("bridging a Swift error with 'as NSError' is refused by name at the cast",
          arguments: [
              "enum E: Error { case a }\nlet e: Error = E.a\nlet n = 1️⃣e as NSError",
              "struct Failure: Error {}\nprint((1️⃣Failure() as NSError).code)",
              "let n = 1️⃣URLError(.timedOut) as NSError",
          ])
    func bridgingIsRefused(_ code: String) {
        assertDiagnostic("import Foundation\n" + code,
                         message: "unsupported in StateLab: bridging a Swift error to NSError with 'as NSError'")
    }

    @Test("an NSError stays one under 'as NSError', and a caught error's localizedDescription is its own")
    func nsErrorsAreThemselves() {
        assertEvaluates("""
            import Foundation
            let n = NSError(domain: "Sync", code: 9) as NSError
            print(n.code)
            do { throw URLError(.cancelled) } catch { print(error.localizedDescription) }
            do { throw n } catch { print(error) }
            """, prints: """
            9
            The operation could not be completed. (NSURLErrorDomain error -999.)
            Error Domain=Sync Code=9 "(null)"

            """)
    }
}
