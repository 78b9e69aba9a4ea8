import SwiftSubset
import StateLabTestSupport
import Testing

/// `enumerated()`, `zip` and `stride` run as their elements; shown whole,
/// swiftc writes their wrapper types (`Zip2Sequence<Array<Int>,
/// Array<Int>>(_sequence1: …)`), which StateLab does not keep.
@Suite("enumerated(), zip and stride are used, not shown")
struct SequenceWrapperTests {
    @Test("showing one or its type is refused by name, where it is shown", arguments: [
        ("let xs = [1, 2, 3]\nprint(type(of: 1️⃣xs.enumerated()))\n", "EnumeratedSequence"),
        ("let xs = [1, 2, 3]\nlet pairs = zip(xs, xs)\nprint(1️⃣pairs)\n", "Zip2Sequence"),
        ("print(1️⃣stride(from: 0, to: 10, by: 2))\n", "StrideTo"),
        ("func f() {\n    let s = stride(from: 0, through: 4, by: 2)\n    debugPrint(1️⃣s)\n}\nf()\n", "StrideThrough"),
        ("let xs = [1, 2, 3]\nprint(\"\\(1️⃣xs.enumerated())\")\n", "EnumeratedSequence"),
        ("let xs = [1, 2, 3]\nlet text = String(describing: 1️⃣zip(xs, xs))\nprint(text)\n", "Zip2Sequence"),
    ])
    func showingIsRefused(source: String, wrapper: String) {
        assertDiagnostic(source, message: "unsupported in StateLab: showing a whole \(wrapper) or its type")
    }

    @Test("their elements are what swiftc gives")
    func elementsAreUsed() {
        assertEvaluates("""
            let xs = [10, 20]
            let pairs = zip(xs, ["a", "b"])
            for (n, s) in pairs { print(n, s) }
            print(Array(xs.enumerated()).map { $0.offset }, Array(stride(from: 0, to: 5, by: 2)))
            """, prints: "10 a\n20 b\n[0, 1] [0, 2, 4]\n")
    }
}
