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
        let source = "print(\"before\")\nlet r = [1, 2, 3].reversed()\nprint(r1️⃣[0])\n"
        assertDiagnostic(source, message: "no exact matches in call to subscript ")
        let (output, _, _) = evaluateMarked(source)
        #expect(output.isEmpty)
    }

    @Test("members that give its indices are refused by name, not answered with an array's offsets", arguments: [
        "let r = (1...3).reversed()\nprint(r.1️⃣indices)\n",
        "let r = [\"a\"].reversed()\nprint(r.1️⃣firstIndex(of: \"a\") as Any)\n",
        "let r = [1, 2].reversed()\nprint(r[r.1️⃣startIndex])\n",
    ])
    func indexingMembersAreNamed(source: String) {
        assertDiagnostic(source, message: "unsupported in StateLab: ")
        assertDiagnostic(source, message: "of a ReversedCollection")
    }

    @Test("a part of one is a Slice of it: its elements, its type, its own parts and its indices refused by name", arguments: [
        "let s = [1, 2, 3].reversed().prefix(2)\nprint(s.1️⃣startIndex)\n",
        "let s = \"abc\".reversed().dropFirst().dropLast()\nprint(s.1️⃣indices)\n",
    ])
    func sliceIndicesAreNamed(source: String) {
        assertDiagnostic(source, message: "unsupported in StateLab: ")
        assertDiagnostic(source, message: "of a Slice<ReversedCollection<")
    }

    @Test("a slice's parts are slices of the same collection, walked from its end")
    func slicesOfSlices() {
        assertEvaluates("""
            let recent = [1, 2, 3, 4, 5, 6].reversed().dropFirst()
            print(Array(recent), Array(recent.prefix(3).suffix(2)), type(of: recent.prefix(3).suffix(2)))
            print(Array(recent.prefix(while: { $0 > 3 })), Array(recent.drop(while: { $0 > 3 }).dropLast(5)))
            print(recent.prefix(9).count, String("stressed".reversed().prefix(4)), Array(recent.prefix(2).reversed()))
            """, prints: "[5, 4, 3, 2, 1] [4, 3] Slice<ReversedCollection<Array<Int>>>\n[5, 4] []\n5 dess [4, 5]\n")
    }

    @Test("a slice over a string shows its indices as UTF-8 offsets in swiftc: printing it is refused by name, when it runs")
    func stringSliceShownIsRefused() {
        let source = "let s = \"hey\".reversed().dropLast()\nprint(String(s))\n1️⃣print(s)\n"
        assertDiagnostic(source, message: "unsupported in StateLab: showing a Slice<ReversedCollection<String>>")
        let (output, _, _) = evaluateMarked(source)
        #expect(output == "ye\n")
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
