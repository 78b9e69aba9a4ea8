import LiveRuntime
import StateLabTestSupport
import Testing

/// A long List over a model's array, changed in one place again and again
/// as app code changes it — rows removed, inserted, moved, a page
/// appended — while scrolled: the rows on screen are always the array's
/// at the window's place. The runtime hands the list only which ids
/// changed (debug builds check the list's rows against reading them
/// whole after each change).
@Suite("Lazy lists changed in place")
struct LazyListChangeScenarioTests {
    static let program = """
        import SwiftUI
        import Observation
        @Observable final class Store {
            var numbers = Array(0..<200)
        }
        let store = Store()
        struct Numbers: View {
            var body: some View {
                List {
                    ForEach(store.numbers, id: \\.self) { number in
                        Button("Row \\(number)") { }
                    }
                }
            }
        }
        """

    @Test("removing, inserting and moving rows above, inside and below the window keeps the window's place")
    func changesWhileScrolled() {
        let s = Scenario(Self.program).expectSuccess(":launch Numbers --single-pass\n:scroll down")
        var numbers = Array(0..<200)
        let first = numbers.firstIndex(of: Int(s.session.screen.buttons.first { $0.hasPrefix("Row ") }?.dropFirst(4) ?? "") ?? -1) ?? 0
        #expect(first > 0)
        let shown = s.session.screen.buttons.filter { $0.hasPrefix("Row ") }.count
        let edits: [(String, (inout [Int]) -> Void)] = [
            ("store.numbers.remove(at: 3)", { $0.remove(at: 3) }),
            ("store.numbers.remove(at: \(first + 2))", { $0.remove(at: first + 2) }),
            ("store.numbers.remove(at: 150)", { $0.remove(at: 150) }),
            ("store.numbers.insert(1000, at: 0)", { $0.insert(1000, at: 0) }),
            ("store.numbers.insert(1001, at: \(first + 1))", { $0.insert(1001, at: first + 1) }),
            ("store.numbers.insert(store.numbers.remove(at: \(first + 4)), at: 5)", { $0.insert($0.remove(at: first + 4), at: 5) }),
            ("store.numbers.append(contentsOf: 2000..<2020)", { $0.append(contentsOf: 2000..<2020) }),
            ("store.numbers.removeFirst(2)", { $0.removeFirst(2) }),
        ]
        for (code, edit) in edits {
            edit(&numbers)
            guard case .success = s.session.evaluate(code, file: "edit.swift") else {
                Issue.record("\(code) failed")
                return
            }
            let rows = s.session.screen.buttons.filter { $0.hasPrefix("Row ") }
            #expect(rows == numbers[first..<(first + shown)].map { "Row \($0)" }, "after \(code)")
        }
    }
}
