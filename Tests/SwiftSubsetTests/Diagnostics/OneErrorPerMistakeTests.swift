import SwiftSubset
import StateLabTestSupport
import Testing

/// swiftc prints one error for one mistake: what goes wrong because of a
/// refused or ill-typed expression (a call whose result has no type, so an
/// implicit member beside it has no base) is not reported again. Mistakes
/// in other statements are each reported.
@Suite("One mistake, one error")
struct OneErrorPerMistakeTests {
    @Test("a refused or unknown name is the statement's only error")
    func noFollowOnErrors() {
        // Before: "ambiguous use of 'zero' (Double, Duration, …)" after the
        // first line's error, "no exact matches in call to initializer of
        // 'FormatStyle'" and "ambiguous use of 'max'" after the third's.
        let (_, diagnostics) = evaluate("""
            let n = missing.count + .zero
            let d: Double = undefinedValue.reduce(0, +) + .pi
            print(undefinedThing(.init(3), .max))
            """)
        #expect(diagnostics.map(\.message) == [
            "cannot find 'missing' in scope",
            "cannot find 'undefinedValue' in scope",
            "cannot find 'undefinedThing' in scope",
        ])
        // Before: "no exact matches in call to initializer of 'String'" alone.
        let (_, refused) = evaluate("""
            import Foundation
            print(String(data: try PropertyListEncoder().encode(1), encoding: .utf8)!)
            """)
        #expect(refused.map(\.message) == ["unsupported in StateLab: PropertyListEncoder — StateLab runs Codable with JSONEncoder and JSONDecoder only"])
    }

    @Test("each statement's own mistake is still reported, also inside a body")
    func independentMistakes() {
        let (_, diagnostics) = evaluate("""
            func f() {
                let a: Int = "one"
                let b: String = 2
            }
            let c = missingName
            """)
        // swiftc's order: top-level code first, then function bodies.
        #expect(diagnostics.map(\.position.line) == [5, 2, 3])
    }

    @Test("independent mistakes in one statement are each reported; what contains one is not")
    func independentMistakesInOneStatement() {
        // Before: only "cannot find 'undefinedA' in scope".
        // swiftc 6.3.1 reports exactly these, at these places.
        let (_, diagnostics) = evaluate("""
            print(undefinedA, undefinedB)
            let total = missing + 1
            let size = missing.count * 2
            let pair = (noSuchName, Int("4") + 1)
            """)
        #expect(diagnostics.map(\.message) == [
            "cannot find 'undefinedA' in scope",
            "cannot find 'undefinedB' in scope",
            "cannot find 'missing' in scope",
            "cannot find 'missing' in scope",
            "cannot find 'noSuchName' in scope",
            "value of optional type 'Int?' must be unwrapped to a value of type 'Int'",
        ])
        #expect(diagnostics.map(\.position.column) == [7, 19, 13, 12, 13, 25])
    }

    @Test("a refusal by lowering and the program's other mistakes are all reported, in source order")
    func loweringAndCompileErrors() {
        // Before: only the `lazy` error; swiftc reports both.
        let (_, diagnostics) = evaluate("""
            let early: Int = "one"
            lazy var cache = [Int]()
            let late: Int = "two"
            """)
        #expect(diagnostics.map(\.message) == [
            "cannot convert value of type 'String' to specified type 'Int'",
            "'lazy' cannot be used on an already-lazy global",
            "cannot convert value of type 'String' to specified type 'Int'",
        ])
        #expect(diagnostics.map(\.position.line) == [1, 2, 3])
    }

    @Test("a property's initial value is a unit of its own")
    func propertyDefaults() {
        let (_, diagnostics) = evaluate("""
            struct S {
                var a: Int = "one"
                var b = unknownThing
            }
            """)
        #expect(diagnostics.map(\.position.line) == [2, 3])
    }
}
