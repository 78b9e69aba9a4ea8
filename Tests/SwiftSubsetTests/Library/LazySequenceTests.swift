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
        "let xs = [1, 2, 3]\nlet two = xs.lazy.map { $0 + 1 }.prefix(2)\n1️⃣print(two)\n",
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

    @Test("a part of a lazy sequence stays lazy: a map runs for the elements walked, none while it is cut")
    func partsStayLazy() {
        assertEvaluates("""
            let xs = [1, 2, 3, 4]
            let tagged = xs.lazy.map { x -> Int in print("m", x); return x }
            let middle = tagged.dropFirst().dropLast()
            print("cut")
            print(Array(middle), Array(tagged.prefix(while: { $0 < 2 })))
            """, prints: "cut\nm 2\nm 3\nm 1\nm 2\n[2, 3] [1]\n")
    }

    @Test("a lazy filter's part is found when it is made: the filter runs then, and again as it is walked")
    func filterPartsFindTheirIndices() {
        assertEvaluates("""
            let xs = [5, 6, 7]
            let odd = xs.lazy.filter { x -> Bool in print("f", x); return x % 2 == 1 }.prefix(1)
            print("cut")
            print(Array(odd))
            """, prints: "f 5\nf 6\nf 7\nf 5\ncut\nf 5\nf 6\n[5]\n")
    }
}
