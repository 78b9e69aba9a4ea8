import StateLabTestSupport
import SwiftSubset
import Testing

/// swiftc's warning for a value computed as a statement and dropped (the
/// learner's `names.sorted()` meant to sort `names`): its words, at its
/// place, each case compiled with `swiftc -typecheck`; and nothing where
/// swiftc says nothing.
@Suite("Warnings for results computed and dropped")
struct UnusedResultWarningTests {
    private func warnings(_ source: String) -> [Diagnostic] {
        let interpreter = Interpreter { _ in }
        _ = interpreter.evaluate(source, file: "test.swift")
        return interpreter.lastWarnings
    }

    @Test("each gets swiftc's warning", arguments: [
        ("var names = [\"b\", \"a\"]\nnames.1️⃣sorted()\nprint(names)\n", "result of call to 'sorted()' is unused"),
        ("let names = [\"b\", \"a\"]\nnames.1️⃣sorted { $0 > $1 }\n", "result of call to 'sorted(by:)' is unused"),
        ("let word = \"hi\"\nword.1️⃣uppercased()\n", "result of call to 'uppercased()' is unused"),
        ("let xs = [1, 2]\nxs.1️⃣map { $0 * 2 }\n", "result of call to 'map' is unused"),
        ("let xs = [1, 2]\nxs.1️⃣contains { $0 > 1 }\n", "result of call to 'contains(where:)' is unused"),
        ("func add(_ a: Int, _ b: Int) -> Int { a + b }\n1️⃣add(1, 2)\n", "result of call to 'add' is unused"),
        ("func area(width: Int, height: Int) -> Int { width * height }\n1️⃣area(width: 2, height: 3)\n",
         "result of call to 'area(width:height:)' is unused"),
        ("func f() {\n    var count = 0\n    count 1️⃣== 5\n    count += 1\n    print(count)\n}\nf()\n", "result of operator '==' is unused"),
    ])
    func warned(marked: String, message: String) throws {
        let source = MarkedSource(marked)
        let position = try #require(source.markers["1️⃣"])
        let found = warnings(source.text)
        #expect(found.count == 1, "\(found.map { "\($0.position): \($0.message)" })")
        let warning = try #require(found.first)
        #expect(warning.message == message)
        #expect(warning.position.line == position.line && warning.position.column == position.column)
    }

    @Test("nothing where swiftc says nothing", arguments: [
        "@discardableResult func log(_ s: String) -> Int { s.count }\nlog(\"x\")\n",
        "var xs = [1, 2]\nxs.append(3)\nxs.removeFirst()\nprint(xs)\n",
        "var seen: Set<Int> = []\nseen.insert(1)\nprint(seen)\n",
        "let xs = [1, 2]\nlet doubled = xs.map { $0 * 2 }\nprint(doubled)\n",
        "func greet() { print(\"hi\") }\ngreet()\n",
        "let shout: (String) -> String = { $0.uppercased() }\nprint(shout(\"a\"))\n",
        "let xs = [3, 1]\nxs.forEach { print($0) }\n",
        "func fail(_ why: String) -> Never { fatalError(why) }\nfunc check(_ n: Int) -> Int {\n    guard n >= 0 else { fail(\"negative\") }\n    return n\n}\nprint(check(1))\n",
    ])
    func notWarned(source: String) {
        let found = warnings(source)
        #expect(found.isEmpty, "\(found.map { "\($0.position): \($0.message)" })")
    }

    /// In a body, swiftc says the dropped results as it finds them, then
    /// the unused locals.
    @Test func droppedResultsComeBeforeUnusedLocalsInABody() {
        let found = warnings("func f() {\n    let spare = 1\n    [2, 1].sorted()\n}\nf()\n")
        #expect(found.map(\.message) == [
            "result of call to 'sorted()' is unused",
            "initialization of immutable value 'spare' was never used; consider replacing with assignment to '_' or removing it",
        ])
    }
}
