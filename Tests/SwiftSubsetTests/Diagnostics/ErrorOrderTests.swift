import SwiftSubset
import StateLabTestSupport
import Testing

/// Several errors in one file come out in swiftc's order: first those
/// outside declaration bodies (top-level code, global and stored
/// properties' initial values, property observers, default arguments) in
/// source order, then the bodies of functions, methods, initializers,
/// deinits and computed properties in source order. The first error a
/// learner reads is the first swiftc prints.
@Suite("Errors are reported in swiftc's order")
struct ErrorOrderTests {
    static let programs: [String] = [
        // Top-level code before a function declared above it.
        """
        func f() {
            undefinedA()
        }
        undefinedB()
        class C {
            func m() { undefinedC() }
        }
        let x = undefinedD
        """,
        // Stored properties' values interleave with top-level code; bodies follow.
        """
        print("start")
        let a: Int = "x"
        func f() -> Int {
            let b: String = 1
            return b
        }
        struct S {
            var c: Int = "y"
            func g() { let d: Bool = 2 }
        }
        let e: Int = "z"
        """,
        // Getters, initializers and deinits are bodies; lazy, static and observed
        // properties' values and observers are not.
        """
        struct S {
            var a: Int { "computed" }
            init() { let q: Int = "init" }
            lazy var l: Int = "lazy"
            static let s: Int = "static"
            var o: Int = 0 { didSet { let w: Int = "didSet" } }
        }
        let top: Int = "top1"
        class K {
            deinit { let z: Int = "deinit" }
        }
        enum E { case a; var v: Int { "enumcomputed" } }
        let top2: Int = "top2"
        func later() { let y: Int = "func" }
        var g: Int { "globalcomputed" }
        let top3: Int = "top3"
        """,
        // A learner's file: a model with a typo in a method, a misspelled
        // member at the top level.
        """
        struct Cart {
            var items: [String] = []
            mutating func add(_ item: String) { items.apend(item) }
            var total: Int { items.count * "2" }
        }
        var cart = Cart()
        cart.add("pen")
        print(cart.itmes)
        """,
    ]

    @Test("StateLab reports swiftc's errors in swiftc's order", .enabled(if: RealSwift.isAvailable), arguments: programs)
    func sameOrderAsSwiftc(source: String) throws {
        let swiftc = try #require(try RealSwift.compileErrors(main: source))
        // `main.swift:4:1: error: cannot find 'undefinedB' in scope`, not
        // the same error repeated under its source line.
        let expected = swiftc.split(separator: "\n").compactMap { line -> String? in
            guard line.hasPrefix("main.swift:"), line.contains(": error: ") else { return nil }
            return String(line.dropFirst("main.swift:".count))
        }
        let (output, diagnostics) = evaluate(source, file: "main.swift")
        #expect(output.isEmpty)
        let reported = diagnostics.map { "\($0.position.line):\($0.position.column): error: \($0.message)" }
        #expect(reported == expected)
    }
}
