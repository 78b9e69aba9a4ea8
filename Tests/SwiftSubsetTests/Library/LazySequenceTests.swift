import SwiftSubset
import StateLabTestSupport
import Testing

/// A lazy sequence's elements are modelled; its type's name is not
/// (swiftc's names the wrapped base and element: `LazyMapSequence<Array<Int>, Int>`).
@Suite("A lazy sequence is used, not shown")
struct LazySequenceTests {
    @Test("printing a lazy sequence or its type is refused by name, where it is shown", arguments: [
        "let xs = [1, 2, 3]\nprint(1️⃣type(of: xs.lazy.map { $0 * 2 }))\n",
        "let xs = [1, 2, 3]\nlet evens = xs.lazy.filter { $0 % 2 == 0 }\n1️⃣print(evens)\n",
        "let xs = [1, 2, 3]\nprint(1️⃣type(of: xs.lazy))\n",
    ])
    func showingIsRefused(source: String) {
        assertDiagnostic(source, message: "unsupported in StateLab: showing a lazy sequence or its type")
    }

    @Test("its elements are what swiftc computes")
    func elementsAreComputed() {
        assertEvaluates("""
            let xs = [1, 2, 3]
            let doubled = xs.lazy.map { $0 * 2 }
            print(Array(doubled), doubled.first as Any, doubled.contains(4))
            """, prints: "[2, 4, 6] Optional(2) true\n")
    }
}
