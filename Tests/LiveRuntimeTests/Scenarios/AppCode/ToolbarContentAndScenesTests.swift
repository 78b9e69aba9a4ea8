import LiveRuntime
import StateLabTestSupport
import Testing

/// Bars and scenes built outside `body`: a program's `ToolbarContent`
/// structs, `@ToolbarContentBuilder` and `@SceneBuilder` helpers, and
/// `some Scene` functions, built as SwiftUI's builders build them.
@Suite("ToolbarContent and Scene helpers")
struct ToolbarContentAndScenesTests {
    static let editor = """
        import SwiftUI
        struct UndoBar: ToolbarContent {
            let undo: () -> Void
            var body: some ToolbarContent {
                ToolbarItemGroup(placement: .bottomBar) {
                    Button("Undo", action: undo)
                    Button("Redo") { print("redo") }
                }
            }
        }
        struct Editor: View {
            @State private var words = 0
            @State private var locked = false
            var body: some View {
                NavigationStack {
                    Text("\\(words) words")
                        .toolbar { actions }
                        .toolbar { stepper(by: 5) }
                        .toolbar { UndoBar { words = 0 } }
                }
            }
            @ToolbarContentBuilder
            var actions: some ToolbarContent {
                ToolbarItem(placement: .primaryAction) {
                    Button(locked ? "Unlock" : "Lock") { locked.toggle() }
                }
                if !locked {
                    ToolbarItem(placement: .secondaryAction) {
                        Button("Type") { words += 1 }
                    }
                }
            }
            func stepper(by n: Int) -> some ToolbarContent {
                ToolbarItem { Button("Add \\(n)") { words += n } }
            }
        }
        """

    @Test("items from a @ToolbarContentBuilder property, a some ToolbarContent function and a ToolbarContent struct are on the screen's bars")
    func toolbarHelpers() {
        let s = Scenario(Self.editor).expectSuccess(":launch Editor --single-pass\n:tap Type\n:tap Add 5")
        #expect(s.texts.first == "6 words")
        s.expectSuccess(":tap Undo\n:tap Redo")
        #expect(s.texts.first == "0 words")
        #expect(s.printed == ["redo"])
    }

    @Test("an if in a @ToolbarContentBuilder adds and removes its item")
    func conditionalItem() {
        let s = Scenario(Self.editor).expectSuccess(":launch Editor --single-pass\n:tap Lock")
        s.run(":tap Type")
        #expect(s.refusals.count == 1, "the Type item is gone while locked")
        s.expectSuccess(":tap Unlock\n:tap Type")
        #expect(s.texts.first == "1 words")
    }

    @Test("a some ToolbarContent helper of two items without @ToolbarContentBuilder is refused as swiftc refuses it")
    func twoItemsNeedTheBuilder() {
        let source = """
            import SwiftUI
            struct Editor: View {
                var body: some View {
                    Text("text").toolbar { items }
                }
                var items: some ToolbarContent {
                    ToolbarItem { Button("A") { } }
                    ToolbarItem { Button("B") { } }
                }
            }
            """
        guard case .failure(let diagnostics) = Scenario("").session.evaluate(source, file: "editor.swift") else {
            Issue.record("the program compiled")
            return
        }
        #expect(diagnostics.map(\.message)
                    == ["function declares an opaque return type, but has no return statements in its body from which to infer an underlying type"])
    }

    @Test("an App's scenes from a @SceneBuilder property and a some Scene function: the first window group's view is launched")
    func sceneHelpers() {
        let s = Scenario("""
            import SwiftUI
            struct Home: View {
                let title: String
                var body: some View { Text("home of \\(title)") }
            }
            @main
            struct Notes: App {
                let signedIn = true
                var body: some Scene { scenes }
                @SceneBuilder
                var scenes: some Scene {
                    if signedIn {
                        window(named: "Notes")
                    } else {
                        WindowGroup { Text("sign in") }
                    }
                }
                func window(named title: String) -> some Scene {
                    WindowGroup(title) { Home(title: title) }
                }
            }
            """).expectSuccess(":launch")
        #expect(s.texts == ["home of Notes"])
    }
}
