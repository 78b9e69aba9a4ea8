import SwiftSubset
import StateLabTestSupport
import Testing

@Suite("Determinism: the same input and seed give the same output")
struct DeterminismTests {
    static let program = """
        import Foundation
        print(UUID().uuidString, UUID().uuidString)
        print(Int.random(in: 1...1_000_000), [1, 2, 3, 4, 5].shuffled(), Bool.random())
        """

    @Test func sameSeedSameOutput() {
        let first = evaluate(Self.program, options: Interpreter.Options(seed: 7)).output
        let second = evaluate(Self.program, options: Interpreter.Options(seed: 7)).output
        #expect(first == second)
        #expect(!first.isEmpty)
    }

    @Test func anotherSeedAnotherOutput() {
        let a = evaluate(Self.program, options: Interpreter.Options(seed: 1)).output
        let b = evaluate(Self.program, options: Interpreter.Options(seed: 2)).output
        #expect(a != b)
    }

    @Test func uuidsLookLikeUUIDs() {
        let output = evaluate("import Foundation\nprint(UUID().uuidString)\n").output
        let text = output.trimmingCharacters(in: .newlines)
        let groups = text.split(separator: "-").map(\.count)
        #expect(groups == [8, 4, 4, 4, 12])
        #expect(text.uppercased() == text)
    }

    @Test func datesFollowTheVirtualClock() {
        assertEvaluates("""
            import Foundation
            let start = Date()
            try await Task.sleep(for: .seconds(2))
            print(Date().timeIntervalSince(start))
            """, prints: "2.0\n")
    }

    @Test func sleepsAdvanceVirtualTimeInstantly() {
        // An hour of virtual time takes no real time.
        assertEvaluates("""
            try await Task.sleep(for: .seconds(3600))
            print("an hour later")
            """, prints: "an hour later\n")
    }
}
