import LiveRuntime
import StateLabTestSupport
import SwiftSubset
import Testing

/// Every runtime error the program's code causes names the place that
/// caused it — file, line, column — never `<runtime>:0:0`: a view body's
/// statement that is not a view, a library call that fails, a body whose
/// returned value cannot be shown.
@Suite("Runtime errors have a place")
struct RuntimeErrorPlaceTests {
    /// Launches `view` in `marked` and expects one diagnostic containing
    /// `message` at marker 1️⃣.
    private func expectFailure(_ marked: String, launching view: String, message: String,
                               sourceLocation: SourceLocation = #_sourceLocation) {
        let source = MarkedSource(marked)
        let s = Scenario(source.text).run(":launch \(view) --single-pass")
        let diagnostics = s.failures.flatMap(\.diagnostics)
        guard let marker = source.markers["1️⃣"] else {
            Issue.record("no marker", sourceLocation: sourceLocation)
            return
        }
        #expect(diagnostics.count == 1, "\(diagnostics.map { "\($0.position): \($0.message)" })", sourceLocation: sourceLocation)
        let match = diagnostics.first
        #expect(match?.position.file == "scenario.swift", sourceLocation: sourceLocation)
        #expect(match?.position.line == marker.line && match?.position.column == marker.column,
                "at \(match.map { "\($0.position)" } ?? "nothing"), expected \(marker)", sourceLocation: sourceLocation)
        #expect(match?.message.contains(message) == true, "\(match?.message ?? "")", sourceLocation: sourceLocation)
        #expect(match?.sourceLine.isEmpty == false, "the source line is shown", sourceLocation: sourceLocation)
    }

    @Test("a statement of a view builder that is not a view is refused at that statement")
    func builderStatement() {
        expectFailure("""
            import SwiftUI
            func counter(_ n: Int) -> Any { n }
            struct Home: View {
                var body: some View {
                    VStack {
                        Text("count")
                        1️⃣counter(3)
                    }
                }
            }
            """, launching: "Home", message: "value of type 'Int' is not a View")
    }

    /// swiftc checks each statement of a view builder against
    /// `buildExpression<C: View>` when it compiles: a value whose static
    /// type cannot be a view is refused there, in its words — inside an
    /// `if`, as a body's only expression, or a call that returns nothing —
    /// before anything runs (only a value typed `Any` waits for its run).
    @Test("a builder statement whose type cannot be a view is refused as swiftc refuses it, before any run")
    func builderStatementRefusedStatically() {
        assertDiagnostic("""
            import SwiftUI
            struct Home: View {
                let n = 4
                var body: some View {
                    Group {
                        if n > 3 {
                            1️⃣n
                        }
                    }
                }
            }
            """, message: "static method 'buildExpression' requires that 'Int' conform to 'View'", live: true)
        assertDiagnostic("""
            import SwiftUI
            struct Note { let text: String }
            struct Home: View {
                var body: some View {
                    1️⃣Note(text: "x")
                }
            }
            """, message: "static method 'buildExpression' requires that 'Note' conform to 'View'", live: true)
        assertDiagnostic("""
            import SwiftUI
            struct Home: View {
                let first: String?
                var body: some View {
                    VStack {
                        Text("names")
                        1️⃣first
                    }
                }
            }
            """, message: "static method 'buildExpression' requires that 'String?' conform to 'View'", live: true)
        assertDiagnostic("""
            import SwiftUI
            struct Home: View {
                let names: [String]
                var body: some View {
                    VStack {
                        Text("names")
                        1️⃣names.map { Text($0) }
                    }
                }
            }
            """, message: "static method 'buildExpression' requires that '[Text]' conform to 'View'", live: true)
        // `print` returns `()`: the body logs nothing; swiftc refuses it.
        assertDiagnostic("""
            import SwiftUI
            struct Home: View {
                var body: some View {
                    1️⃣print("body ran")
                    Text("home")
                }
            }
            """, message: "type '()' cannot conform to 'View'", live: true)
    }

    /// What may be a view compiles: an optional view, a program's view
    /// whose conformance is declared further down, a `let` and
    /// `let _ = print(…)` (declarations, not components), a generic
    /// content parameter.
    @Test("optional views, later conformances, declarations and generic content are not refused")
    func builderStatementsThatMayBeViews() {
        let s = Scenario("""
            import SwiftUI
            struct Card<Content: View>: View {
                let content: Content
                var body: some View { VStack { content } }
            }
            struct Home: View {
                let caption: Text? = Text("caption")
                var body: some View {
                    let _ = print("body ran")
                    let title = "home"
                    VStack {
                        Text(title)
                        caption
                        Badge()
                        Card(content: Text("inside"))
                    }
                }
            }
            struct Badge {}
            extension Badge: View { var body: some View { Text("badge") } }
            """).expectSuccess(":launch Home --single-pass")
        #expect(s.texts.contains("badge") && s.texts.contains("inside") && s.texts.contains("caption"), "\(s.texts)")
        #expect(s.printed.contains { $0.contains("body ran") }, "\(s.printed)")
    }

    /// `badge(3)` in a view is `self.badge(3)` (the member shadows a
    /// global function, as in swiftc): the view contains itself without
    /// end. iOS overflows its stack; StateLab stops at the body.
    @Test("a view that contains itself without end is stopped at its body")
    func endlessNesting() {
        expectFailure("""
            import SwiftUI
            func badge(_ n: Int) -> Int { n }
            struct Home: View {
                var body: some View 1️⃣{
                    VStack {
                        Text("count")
                        badge(3)
                    }
                }
            }
            """, launching: "Home", message: "views nested more than 1000 deep")
    }

    @Test("a library function that fails is placed at the call that reached it")
    func libraryFailureAtItsCall() {
        // `max` passed to `map` is called with one argument, inside the
        // library; the program's call to `map` is the place.
        let source = MarkedSource("""
            let xs = [1, 2]
            let ys = xs.1️⃣map(max)
            print(ys)
            """)
        let s = Scenario("")
        guard case .failure(let diagnostics) = s.session.evaluate(source.text, file: "numbers.swift") else {
            Issue.record("map(max) ran")
            return
        }
        let marker = source.markers["1️⃣"]
        #expect(diagnostics.map(\.message) == ["cannot call 'max' with 1 arguments"])
        #expect(diagnostics.first?.position.file == "numbers.swift")
        #expect(diagnostics.first?.position.line == marker?.line && diagnostics.first?.position.column == marker?.column,
                "\(diagnostics.map { "\($0.position)" })")
    }
}
