import StateLabTestSupport
import SwiftSubset
import Testing

/// swiftc's warnings about locals never used or never changed: the same
/// words at the same place, each case compiled with `swiftc -typecheck`;
/// where swiftc says nothing, nothing. Warnings are not errors: the
/// program runs and prints as it would.
@Suite("Warnings for unused and unchanged locals")
struct UnusedValueWarningTests {
    private func warnings(_ marked: String) -> (warnings: [Diagnostic], output: String, result: Interpreter.Result, source: MarkedSource) {
        let source = MarkedSource(marked)
        let buffer = OutputBuffer()
        let interpreter = Interpreter { buffer.append($0) }
        let result = interpreter.evaluate(source.text, file: "test.swift")
        return (interpreter.lastWarnings, buffer.text, result, source)
    }

    @Test("each gets swiftc's warning at the name", arguments: [
        ("func f() {\n    var 1️⃣total = 1\n    print(total)\n}\nf()\n",
         "variable 'total' was never mutated; consider changing to 'let' constant"),
        ("func f() {\n    let 1️⃣unused = 2\n}\nf()\n",
         "initialization of immutable value 'unused' was never used; consider replacing with assignment to '_' or removing it"),
        ("func f() {\n    var 1️⃣spare = 3\n}\nf()\n",
         "initialization of variable 'spare' was never used; consider replacing with assignment to '_' or removing it"),
        // Setting a class instance's property changes the object, not the variable.
        ("final class Box { var n = 0 }\nfunc f() {\n    var 1️⃣box = Box()\n    box.n = 1\n    print(box.n)\n}\nf()\n",
         "variable 'box' was never mutated; consider changing to 'let' constant"),
        // Reading a member or calling a method that does not mutate is a read.
        ("func f() {\n    var 1️⃣name = \"Ada\"\n    print(name.count, name.uppercased())\n}\nf()\n",
         "variable 'name' was never mutated; consider changing to 'let' constant"),
        ("func f() {\n    var 1️⃣xs = [3, 1, 2]\n    print(xs.sorted()[0])\n}\nf()\n",
         "variable 'xs' was never mutated; consider changing to 'let' constant"),
        // Conditional bindings and loop names.
        ("func f(_ o: Int?) {\n    guard let 1️⃣value = o else { return }\n    print(\"some\")\n}\nf(1)\n",
         "value 'value' was defined but never used; consider replacing with boolean test"),
        ("func f(_ o: Int?) {\n    if let 1️⃣o {\n        print(\"some\")\n    }\n}\nf(1)\n",
         "value 'o' was defined but never used; consider replacing with boolean test"),
        ("func f(_ o: Int?) {\n    if var 1️⃣w = o {\n        print(w)\n    }\n}\nf(1)\n",
         "variable 'w' was never mutated; consider changing to 'let' constant"),
        ("for 1️⃣i in 0..<2 {\n    print(\"again\")\n}\n",
         "immutable value 'i' was never used; consider replacing with '_' or removing it"),
        ("for (name, 1️⃣score) in [(\"a\", 1)] {\n    print(name)\n}\n",
         "immutable value 'score' was never used; consider replacing with '_' or removing it"),
        ("for var 1️⃣k in 0..<2 {\n    print(\"again\")\n}\n",
         "variable 'k' was never used; consider replacing with '_' or removing it"),
        // In a closure's body, and in top-level code's braces, locals are locals.
        ("let run = {\n    var 1️⃣step = 1\n    print(step)\n}\nrun()\n",
         "variable 'step' was never mutated; consider changing to 'let' constant"),
        ("for i in 0..<2 {\n    let 1️⃣square = i * i\n}\n",
         "initialization of immutable value 'square' was never used; consider replacing with assignment to '_' or removing it"),
    ])
    func warned(source: String, message: String) throws {
        let (found, output, result, marked) = warnings(source)
        let position = try #require(marked.markers["1️⃣"])
        #expect(result == .success)
        #expect(found.count == 1, "\(found.map { "\($0.position): \($0.message)" })")
        let warning = try #require(found.first)
        #expect(warning.severity == .warning)
        #expect(warning.message == message)
        #expect(warning.position.line == position.line && warning.position.column == position.column)
        #expect(!output.contains("warning"))
    }

    @Test("nothing where swiftc says nothing", arguments: [
        "func f() {\n    var xs = [Int]()\n    xs.append(1)\n}\nf()\n",
        "func f() {\n    var n = 0\n    n += 1\n}\nf()\n",
        "func bump(_ x: inout Int) { x += 1 }\nfunc f() {\n    var n = 0\n    bump(&n)\n    print(n)\n}\nf()\n",
        "func f() {\n    var count = 0\n    let add = { count += 1 }\n    add()\n    print(count)\n}\nf()\n",
        "func f() {\n    let k = 4\n    let show = { [k] in print(k) }\n    show()\n}\nf()\n",
        "struct P { var x = 0 }\nfunc f() {\n    var p = P()\n    p.x = 2\n    print(p.x)\n}\nf()\n",
        "final class Box { var n = 0 }\nfunc f() {\n    let box = Box()\n    box.n = 1\n}\nf()\n",
        "func f() {\n    var s = \"a\"\n    s = \"b\"\n    print(s)\n}\nf()\n",
        "func f() {\n    var xs = [1, 2]\n    xs[0] = 5\n    xs.sort()\n    print(xs)\n}\nf()\n",
        "struct Pair { var a = (x: 1, y: 2) }\nfunc f() {\n    var p = Pair()\n    p.a.x += 1\n    print(p.a.x)\n}\nf()\n",
        "func f() {\n    var o: [Int]? = [1]\n    o?.append(2)\n    print(o!)\n}\nf()\n",
        // A method found at run time may be mutating.
        "func firstOf<S: Sequence>(_ s: S) -> S.Element? {\n    var it = s.makeIterator()\n    return it.next()\n}\nprint(firstOf([1])!)\n",
        "for var n in 0..<2 {\n    n += 1\n    print(n)\n}\n",
        "func f(_ o: Int?) {\n    if let o, o > 0 {\n        print(\"positive\")\n    }\n}\nf(1)\n",
        // Globals are not judged, nor patterns.
        "var top = 1\nlet other = 2\nprint(top)\n",
        "func f() {\n    let (a, _) = (1, 2)\n    print(a)\n}\nf()\n",
    ])
    func notWarned(source: String) {
        let (found, _, result, _) = warnings(source)
        #expect(result == .success)
        #expect(found.isEmpty, "\(found.map { "\($0.position): \($0.message)" })")
    }

    @Test func warningsAreInSourceOrderAndTheProgramRuns() {
        let (found, output, result, _) = warnings("""
            func first() {
                let a = 1
                var b = 2
                print(b)
            }
            func second() {
                var c = 3
            }
            first()
            second()
            print("done")
            """)
        #expect(result == .success)
        #expect(output == "2\ndone\n")
        #expect(found.map { "\($0.position.line):\($0.position.column)" } == ["2:9", "3:9", "7:9"])
    }

    @Test func aProgramWithErrorsGetsNoWarnings() {
        let (found, _, result, _) = warnings("func f() {\n    let a = 1\n    print(missing)\n}\n")
        guard case .failure = result else { Issue.record("expected the error"); return }
        #expect(found.isEmpty)
    }
}
