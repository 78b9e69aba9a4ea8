import LiveRuntime
import StateLabTestSupport
import Testing

/// DESIGN V4 in the shapes app code gives it: ids that are values with no
/// short text of their own, and modifiers on a conditional view.
@Suite("Identity (V4) in app code")
struct IdentityRuleTests {
    /// A list of rows whose `@State` counts taps; `idDeclaration` is how
    /// `Item` gets its id, `make` how an item is written.
    static func rows(idDeclaration: String, make: (String) -> String) -> String {
        """
        import SwiftUI
        enum Tag: Hashable { case named(String) }
        struct Item: Identifiable {
            \(idDeclaration)
            let name: String
        }
        struct Row: View {
            let item: Item
            @State private var taps = 0
            var body: some View {
                Button("\\(item.name) \\(taps)") { taps += 1 }
            }
        }
        struct Rows: View {
            @State private var items = [\(make("first")), \(make("second"))]
            var body: some View {
                VStack {
                    ForEach(items) { item in Row(item: item) }
                    Button("Drop first") { items.remove(at: 0) }
                }
            }
        }
        """
    }

    @Test("V4: ForEach matches rows by id values even when the ids print alike", arguments: [
        ("let id = UUID()", "UUID()"),
        ("let id: Tag", "enum case with a payload"),
    ])
    func rowsKeepTheirStateByIDValue(idDeclaration: String, kind: String) {
        let source = Self.rows(idDeclaration: idDeclaration) { name in
            idDeclaration.contains("UUID") ? "Item(name: \"\(name)\")" : "Item(id: .named(\"\(name)\"), name: \"\(name)\")"
        }
        let s = Scenario(source).expectSuccess(":launch Rows --single-pass\n:tap first 0\n:tap first 1\n:tap Drop first")
        // The second row keeps its own state (0 taps), not the first row's.
        #expect(LibraryScenarioTests.texts(s.session.viewTree()).contains("second 0"), "ids from \(kind)")
        #expect(!LibraryScenarioTests.texts(s.session.viewTree()).contains("second 2"), "ids from \(kind)")
    }

    /// A screen whose `@ViewBuilder` content switches arms; `modified` is
    /// how the modifiers are written on it.
    static func switching(_ modified: String) -> String {
        """
        import SwiftUI
        struct Loader: View {
            @State private var loaded = false
            @ViewBuilder var content: some View {
                if loaded {
                    Text("ready")
                } else {
                    ProgressView()
                }
            }
            var body: some View {
                VStack {
                    \(modified)
                        .onAppear { print("appear") }
                        .task { print("task") }
                    Button("Flip") { loaded.toggle() }
                }
            }
        }
        """
    }

    @Test("V4: a modifier on a builder's if/else is on the one conditional view, not on each arm",
          arguments: ["content", "Group { content }"])
    func aConditionalIsOneView(modified: String) {
        let s = Scenario(Self.switching(modified)).expectSuccess(":launch Loader --single-pass\n:tap Flip\n:tap Flip")
        #expect(s.printed == ["appear", "task"], "\(modified): the arms change, the modified view stays")
        let texts = LibraryScenarioTests.texts(s.session.viewTree())
        #expect(!texts.contains("ready"), "the arm itself is still replaced")
    }
}
