import LiveRuntime
import StateLabTestSupport
import Testing

/// Which code in a view is built by the view builder, as swiftc decides it:
/// `body` (the `View` requirement carries `@ViewBuilder`), closures passed
/// to builder parameters, and what the program marks `@ViewBuilder`. Every
/// other getter and method of a view — a `String`, an `Int`, even a
/// `some View` — is ordinary Swift: one expression is its value, several
/// statements need a `return`.
@Suite("Which code the view builder builds")
struct ViewBuilderScopeTests {
    @Test("a view's String, Int and Bool properties with statements run as code")
    func plainPropertiesWithStatements() {
        let s = Scenario("""
            import SwiftUI
            struct Chore: View {
                @State private var done = false
                var label: String {
                    let prefix = "Chore"
                    return prefix + " one"
                }
                var steps: Int {
                    var n = 0
                    for _ in 0..<3 { n += 1 }
                    return n
                }
                var isLong: Bool {
                    let limit = 2
                    return steps > limit
                }
                var summary: String { if done { "Done" } else { "Open" } }
                var body: some View {
                    VStack {
                        Text(label)
                        Text("\\(steps) steps")
                        Text(isLong ? "long" : "short")
                        Button(summary) { done.toggle() }
                    }
                }
            }
            """).expectSuccess(":launch Chore --single-pass")
        #expect(s.texts.prefix(3) == ["Chore one", "3 steps", "long"])
        #expect(s.session.screen.buttons == ["Open"])
        s.expectSuccess(":tap Open")
        #expect(s.session.screen.buttons == ["Done"])
    }

    @Test("a some View helper without @ViewBuilder: one expression, or statements and a return")
    func opaqueHelpersWithoutBuilder() {
        let s = Scenario("""
            import SwiftUI
            struct Card: View {
                let title: String
                var badge: some View { Text("new") }
                var header: some View {
                    let shout = title.uppercased()
                    return Text(shout)
                }
                func row(_ n: Int) -> some View {
                    let caption = "row " + String(n)
                    return Text(caption)
                }
                var body: some View {
                    VStack {
                        header
                        badge
                        row(2)
                    }
                }
            }
            """).expectSuccess(":launch Card(title: \"mail\") --single-pass")
        #expect(s.texts == ["MAIL", "new", "row 2"])
    }

    @Test("a property and a method marked @ViewBuilder build their if/else, in a view and outside one")
    func explicitBuilders() {
        let s = Scenario("""
            import SwiftUI
            struct Theme {
                let loud: Bool
                @ViewBuilder var mark: some View {
                    if loud {
                        Text("!")
                        Text("!!")
                    } else {
                        Text(".")
                    }
                }
            }
            struct Status: View {
                @State private var done = false
                @ViewBuilder var state: some View {
                    if done {
                        Text("finished")
                    } else {
                        Text("pending")
                        Button("Finish") { done = true }
                    }
                }
                @ViewBuilder func detail(_ n: Int) -> some View {
                    let many = n > 1
                    if many { Text("many") } else { Text("one") }
                }
                var body: some View {
                    VStack {
                        state
                        detail(3)
                        Theme(loud: done).mark
                    }
                }
            }
            """).expectSuccess(":launch Status --single-pass")
        #expect(s.texts.filter { $0 != "Finish" } == ["pending", "many", "."])
        #expect(s.session.screen.buttons == ["Finish"])
        s.expectSuccess(":tap Finish")
        #expect(s.texts == ["finished", "many", "!", "!!"])
        #expect(s.session.screen.buttons.isEmpty)
    }

    @Test("a some View property whose if expression gives a Text or an Image is refused at the first branch, as swiftc does")
    func opaqueIfBranchesOfTwoTypes() {
        expectError("""
            import SwiftUI
            struct Flag: View {
                @State private var on = true
                var mark: some View {
                    if on {
                        1️⃣Text("on")
                    } else {
                        Image(systemName: "xmark")
                    }
                }
                var body: some View { mark }
            }
            """, "branches have mismatching types 'Text' and 'Image'")
    }

    @Test("a some View property whose ternary gives a Text or an Image is refused at the first result, as swiftc does")
    func opaqueTernaryOfTwoTypes() {
        expectError("""
            import SwiftUI
            struct Flag: View {
                let on: Bool
                var mark: some View {
                    on ? 1️⃣Text("on") : Image(systemName: "xmark")
                }
                var body: some View { mark }
            }
            """, "result values in '? :' expression have mismatching types 'Text' and 'Image'")
    }

    @Test("a some View function whose returns give two view types is refused at its name, a note for each return")
    func opaqueReturnsOfTwoTypes() {
        expectError("""
            import SwiftUI
            struct Flag: View {
                let on: Bool
                func 1️⃣mark() -> some View {
                    if on { return Text("on") }
                    return Image(systemName: "xmark")
                }
                var body: some View { mark() }
            }
            """, "function declares an opaque return type 'some View', but the return statements in its body do not have matching underlying types",
            notes: ["return statement has underlying type 'Text'", "return statement has underlying type 'Image'"])
    }

    @Test("branches of one type (Text(\"on\").bold() is a Text), or marked @ViewBuilder, are accepted")
    func opaqueBranchesOfOneType() {
        let s = Scenario("""
            import SwiftUI
            struct Flag: View {
                @State private var on = true
                var word: some View {
                    if on { Text("on").bold() } else { Text("off") }
                }
                var sign: some View { on ? Text("+") : Text("-") }
                @ViewBuilder var mark: some View {
                    if on { Text("yes") } else { Image(systemName: "xmark") }
                }
                var body: some View {
                    VStack {
                        word
                        sign
                        mark
                        Button("Flip") { on.toggle() }
                    }
                }
            }
            """).expectSuccess(":launch Flag --single-pass")
        #expect(s.texts.filter { $0 != "Flip" } == ["on", "+", "yes"])
        s.expectSuccess(":tap Flip")
        #expect(s.texts.filter { $0 != "Flip" } == ["off", "-", "xmark"])
    }

    /// Compiles `marked` in a live session and expects one error whose
    /// message is `message`, at marker 1️⃣.
    private func expectError(_ marked: String, _ message: String, notes: [String] = [],
                             sourceLocation: SourceLocation = #_sourceLocation) {
        let source = MarkedSource(marked)
        guard case .failure(let diagnostics) = Scenario("").session.evaluate(source.text, file: "views.swift") else {
            Issue.record("the program compiled", sourceLocation: sourceLocation)
            return
        }
        let marker = source.markers["1️⃣"]
        #expect(diagnostics.map(\.message) == [message], sourceLocation: sourceLocation)
        #expect(diagnostics.first?.notes == notes, sourceLocation: sourceLocation)
        #expect(diagnostics.first?.position.line == marker?.line && diagnostics.first?.position.column == marker?.column,
                "\(diagnostics.map { "\($0.position)" }), expected \(marker.map { "\($0)" } ?? "a marker")",
                sourceLocation: sourceLocation)
    }

    @Test("a String property of a view whose last statement is a bare expression misses its return")
    func plainPropertyWithoutReturn() {
        expectError("""
            import SwiftUI
            struct Tag: View {
                var label: String {
                    let n = 2
                    1️⃣"tag " + String(n)
                }
                var body: some View { Text(label) }
            }
            """, "missing return in getter expected to return 'String'", notes: ["did you mean to return the last expression?"])
    }

    @Test("a some View property without @ViewBuilder does not build its two views")
    func opaquePropertyWithoutBuilder() {
        expectError("""
            import SwiftUI
            struct Pair: View {
                var both: some View 1️⃣{
                    Text("a")
                    Text("b")
                }
                var body: some View { both }
            }
            """, "function declares an opaque return type, but has no return statements in its body from which to infer an underlying type",
            notes: ["did you mean to return the last expression?"])
    }

    /// Moved from RuntimeErrorPlaceTests, where it was found at launch and
    /// blamed on the getter's `{`: swiftc refuses it before anything runs.
    @Test("a body that returns a String is refused at the returned value")
    func explicitReturnOfNonView() {
        expectError("""
            import SwiftUI
            struct Home: View {
                var body: some View {
                    return 1️⃣"hello"
                }
            }
            """, "return type of property 'body' requires that 'String' conform to 'View'")
    }

    @Test("a some View method or property that returns a value of the program's own non-view type is refused there")
    func helperReturnsNonView() {
        expectError("""
            import SwiftUI
            struct Home: View {
                func row(_ n: Int) -> some View {
                    let twice = n * 2
                    return 1️⃣twice
                }
                var body: some View { row(1) }
            }
            """, "return type of instance method 'row(_:)' requires that 'Int' conform to 'View'")
        expectError("""
            import SwiftUI
            struct Note { let text: String }
            struct Home: View {
                var note: some View { 1️⃣Note(text: "x") }
                var body: some View { note }
            }
            """, "return type of property 'note' requires that 'Note' conform to 'View'")
    }
}
