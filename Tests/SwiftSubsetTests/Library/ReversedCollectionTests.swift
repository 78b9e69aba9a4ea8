import SwiftSubset
import StateLabTestSupport
import Testing

/// `reversed()`'s `ReversedCollection`: what it refuses. What it prints and
/// computes is checked against swiftc by the golden programs
/// (`collection_types/reversed_*.swift`).
@Suite("A ReversedCollection is not an array")
struct ReversedCollectionTests {
    @Test("an Int subscript is refused in swiftc's words, before anything runs")
    func intSubscriptIsRefused() {
        let source = "print(\"before\")\nlet r = [1, 2, 3].reversed()\nprint(1️⃣r[0])\n"
        assertDiagnostic(source, message: "no exact matches in call to subscript ")
        let (output, _, _) = evaluateMarked(source)
        #expect(output.isEmpty)
    }

    @Test("members that give its indices or slices are refused by name, not answered with an array's offsets", arguments: [
        "for x in [1, 2, 3].reversed().1️⃣prefix(2) { print(x) }\n",
        "let r = \"abc\".reversed()\nprint(r.1️⃣dropFirst())\n",
        "let r = (1...3).reversed()\nprint(r.1️⃣indices)\n",
        "let r = [\"a\"].reversed()\nprint(r.1️⃣firstIndex(of: \"a\") as Any)\n",
    ])
    func indexingMembersAreNamed(source: String) {
        assertDiagnostic(source, message: "unsupported in StateLab: ")
        assertDiagnostic(source, message: "of a ReversedCollection")
    }

    @Test("an optional Array context takes Sequence's Array overload; a ReversedCollection annotation keeps it")
    func contextChoosesTheOverload() {
        assertEvaluates("""
            let maybe: [Int]? = [1, 2].reversed()
            print(type(of: maybe))
            let kept: ReversedCollection<[Int]> = [1, 2].reversed()
            print(type(of: kept))
            """, prints: "Optional<Array<Int>>\nReversedCollection<Array<Int>>\n")
    }
}
