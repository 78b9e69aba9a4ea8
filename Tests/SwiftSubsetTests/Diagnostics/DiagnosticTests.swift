import SwiftSubset
import StateLabTestSupport
import Testing

@Suite("Diagnostics point at the exact place")
struct DiagnosticTests {
    @Test("syntax errors use swiftc's wording", arguments: [
        ("let x =1️⃣ \n", "expected initial value after '='"),
        ("print(\"hi\"\n1️⃣", "expected ')' in expression list"),
        ("struct S {\n    var x: Int\n1️⃣", "expected '}' in struct"),
        ("func f(1️⃣ {}\n", "expected ')' to end parameter clause"),
        ("1️⃣subscript(i: Int) -> Int { i }\n", "'subscript' functions may only be declared within a type"),
    ])
    func syntaxErrors(source: String, message: String) {
        assertDiagnostic(source, message: message)
    }

    @Test("constructs outside the subset are named, not ignored", arguments: [
        ("1️⃣macro stringify(_ x: Int) -> String = #externalMacro(module: \"M\", type: \"S\")\n",
         "unsupported in StateLab: macro declarations"),
        ("1️⃣#if DEBUG\nlet a = 1\n#endif\n", "unsupported in StateLab: #if"),
        ("let r = 1️⃣#/a+/#\n", "unsupported in StateLab: regex literals"),
        ("let x = 1️⃣#function\n", "unsupported in StateLab: macro '#function'"),
        ("func f(_ xs: Int...) {}\nlet t = (1️⃣repeat each xs)\n", "unsupported in StateLab: parameter packs"),
        ("1️⃣#sourceLocation(file: \"a\", line: 1)\n", "unsupported in StateLab: #sourceLocation"),
        ("func f() {\n    1️⃣yield 1\n}\n", "unsupported in StateLab: 'yield' statements"),
        ("func f() {\n    1️⃣lazy var n = 3\n    print(n)\n}\n", "unsupported in StateLab: lazy local variables"),
        // swiftc prints a String.Index's UTF-8 offset (`0[any]`); here it is a character offset.
        ("let s = \"ab\"\nprint(s.1️⃣startIndex)\n", "unsupported in StateLab: printing a String.Index (swiftc prints its UTF-8 offset, as in 3[utf8]); print s.distance(from: s.startIndex, to: i) instead"),
        ("let s = \"ab\"\nlet i = s.endIndex\nprint(\"at \\(1️⃣i)\")\n", "unsupported in StateLab: printing a String.Index (swiftc prints its UTF-8 offset, as in 3[utf8]); print s.distance(from: s.startIndex, to: i) instead"),
    ])
    func unsupportedConstructs(source: String, message: String) {
        assertDiagnostic(source, message: message)
    }

    @Test func unknownNamesAreReportedBeforeAnythingRuns() {
        let (output, diagnostics, _) = evaluateMarked("print(\"before\")\nprint(1️⃣missing)\n")
        #expect(output.isEmpty, "nothing runs when a name is unknown")
        #expect(diagnostics.first?.message == "cannot find 'missing' in scope")
        assertDiagnostic("print(\"before\")\nprint(1️⃣missing)\n", message: "cannot find 'missing' in scope")
    }

    /// A library method that fails knows no source: its call does (a
    /// mutation-test finding: `firstIndex(where: { 100 })` was reported at
    /// `<runtime>:0:0`).
    @Test func aFailureInsideALibraryCallIsPlacedAtTheCall() {
        assertDiagnostic("let s = [1, 2]\nprint(s.1️⃣firstIndex(where: { 100 }) as Any)\n",
                         message: "type 'Int' cannot be used as a boolean")
        assertDiagnostic("var s = [3, 1]\ns.1️⃣sort(by: { _, _ in 1 })\n", message: "type 'Int' cannot be used as a boolean")
    }

    /// Foundation's `pow(_: Decimal, _: Int)` is what an `Int` exponent
    /// picks when the base is a literal: `pow(2, 3)` prints `8`, a
    /// `Decimal`, in swiftc. StateLab has no `Decimal`, so it says so
    /// rather than printing `8.0`; a Double context or exponent runs.
    @Test func powWithAnIntExponentIsDecimalsAndRefusedByName() {
        let decimal = "unsupported in StateLab: Decimal (pow with an Int exponent is Foundation's pow(_: Decimal, _: Int) -> Decimal; pow(2.0, 3.0) is a Double)"
        assertDiagnostic("import Foundation\nprint(1️⃣pow(2, 3))\n", message: decimal)
        assertDiagnostic("import Foundation\nlet years = 4\nlet growth = 1️⃣pow(1.05, years)\n", message: decimal)
        let (output, diagnostics, _) = evaluateMarked("import Foundation\nlet x: Double = pow(2, 3)\nprint(x, pow(2, 3.0), pow(x, 2))\n")
        #expect(diagnostics.isEmpty)
        #expect(output == "8.0 8.0 64.0\n")
    }

    @Test func unknownTypes() {
        assertDiagnostic("let x: 1️⃣Widget = 1\n", message: "cannot find type 'Widget' in scope")
    }

    /// A nested type is reached through its parent only (swiftc: "cannot
    /// find type 'Kind' in scope"); before, every nested name leaked into
    /// the global scope, the last one declared winning.
    @Test func nestedTypesAreNotGlobalNames() {
        assertDiagnostic("struct Holder { enum Kind { case a }; let k: Kind }\nstruct B { let k: 1️⃣Kind }\n",
                         message: "cannot find type 'Kind' in scope")
        assertDiagnostic("struct Shelf { enum Size { case s } }\nprint(1️⃣Size.s)\n",
                         message: "cannot find 'Size' in scope")
        // An extension stands at file scope: it sees the extended type's
        // nested types, not those of the type around it.
        assertDiagnostic("struct Outer { enum Inner { case a }; enum Mode { case x } }\n"
                         + "extension Outer.Inner { var m: 1️⃣Mode { .x } }\n",
                         message: "cannot find type 'Mode' in scope")
    }

    /// A local declared with a property wrapper that does not exist is
    /// refused, not run as a plain local with its attribute dropped.
    @Test func unknownWrapperOnALocal() {
        assertDiagnostic("func f() {\n    1️⃣@Foo var x = 1\n    print(x)\n}\n", message: "unknown attribute 'Foo'")
    }

    @Test func instanceMemberInPropertyInitializer() {
        assertDiagnostic("struct Profile {\n    let userId = 42\n    var url = \"u/\\(1️⃣userId)\"\n}\n",
                         message: "cannot use instance member 'userId' within property initializer; property initializers run before 'self' is available")
    }

    @Test func editorPlaceholders() {
        assertDiagnostic("let x = 1️⃣<#value#>\n", message: "editor placeholder in source file")
    }

    @Test("runtime errors stop with Swift's message at the failing expression", arguments: [
        ("let xs = [1]\nprint(1️⃣xs[3])\n", "Fatal error: Index out of range"),
        ("let n: Int? = nil\nprint(n1️⃣!)\n", "Fatal error: Unexpectedly found nil while unwrapping an Optional value"),
        ("let zero = 0\nprint(10 1️⃣/ zero)\n", "Fatal error: Division by zero"),
        ("let big = Int.max\nprint(big 1️⃣+ 1)\n", "Fatal error: Arithmetic overflow"),
        ("1️⃣fatalError(\"boom\")\n", "Fatal error: boom"),
    ])
    func runtimeErrors(source: String, message: String) {
        assertDiagnostic(source, message: message)
    }

    @Test func renderingShowsFileLineColumnSourceAndCaret() {
        let (_, diagnostics, _) = evaluateMarked("let a = 1\nlet b = 1️⃣\n", file: "greet.swift")
        let text = DiagnosticRenderer().render(diagnostics)
        #expect(text.hasPrefix("greet.swift:2:8: error: expected initial value after '='"))
        #expect(text.contains(" 2 | let b = \n"))
        #expect(text.contains("   |        ^\n"))
    }

    @Test("every message has an id tests and checkers can match", arguments: [
        ("1️⃣macro m() = #externalMacro(module: \"M\", type: \"S\")\n", "lowering.unsupported"),
        ("print(1️⃣missing)\n", "compiler.cannotFindInScope"),
        ("let xs = [1]\nprint(1️⃣xs[3])\n", "trap.indexOutOfRange"),
        ("let x =1️⃣ \n", "parser.MissingNodesError"),
    ] as [(String, MessageID)])
    func messageIDs(source: String, id: MessageID) {
        let (_, diagnostics, marked) = evaluateMarked(source)
        let position = marked.markers["1️⃣"]
        let match = diagnostics.first { $0.position.line == position?.line && $0.position.column == position?.column }
        #expect(match?.id == id, "\(diagnostics.map { "\($0.id) \($0.message)" })")
    }

    @Test("a condition that is not a Bool is Swift's type error, at the condition", arguments: [
        ("if 1️⃣1 { print(\"x\") }\n", "integer literal value '1' cannot be used as a boolean; did you mean 'true'?",
         "typecheck.integerLiteralAsBoolean"),
        ("let s = \"a\"\nwhile 1️⃣s { }\n", "cannot convert value of type 'String' to expected condition type 'Bool'",
         "typecheck.cannotConvertValue"),
        ("let n = [1].first!\nlet b = true && 1️⃣n\n", "type 'Int' cannot be used as a boolean; test for '!= 0' instead",
         "typecheck.notABoolean"),
    ] as [(String, String, MessageID)])
    func nonBooleanConditions(source: String, message: String, id: MessageID) {
        assertDiagnostic(source, message: message, id: id)
    }
}
