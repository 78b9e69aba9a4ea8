import LiveRuntime
import StateLabTestSupport
import Testing

/// Bindings into collections and observed models: `ForEach($items) {
/// $item in … }`, `$items[i]`, `$model.property` through `@Bindable`,
/// and `@Bindable var model = model` inside `body`.
@Suite("Bindings into collections and models")
struct BindingProjectionTests {
    // Swift 5.5 / SwiftUI 3 (WWDC21 "What's new in SwiftUI"; Apple
    // documentation, "ForEach" — init(_:content:) over a Binding): each row
    // gets a binding to its element, `item` reads it; writing through it
    // writes the array, so its owner re-renders.
    // Apple documentation, "Bindable": `@Bindable var model = model` inside
    // body makes bindings to an @Observable model's properties.
    static let source = """
        import SwiftUI
        import Observation
        struct Item: Identifiable {
            let id: Int
            var name: String
            var done: Bool
        }
        @Observable final class Profile { var nickname = "ada" }
        struct Checklist: View {
            @State private var items = [Item(id: 1, name: "milk", done: false), Item(id: 2, name: "eggs", done: false)]
            @State private var profile = Profile()
            var body: some View {
                @Bindable var profile = profile
                VStack {
                    ForEach($items) { $item in
                        TextField("Item \\(item.id)", text: $item.name)
                    }
                    Toggle("First done", isOn: $items[0].done)
                    TextField("Nickname", text: $profile.nickname)
                    Text("\\(items.map(\\.name).joined(separator: ",")) \\(items[0].done) \\(profile.nickname)")
                }
            }
        }
        """

    @Test func rowBindingsElementBindingsAndBindableModelsWriteTheirSource() {
        let s = Scenario(Self.source).expectSuccess("""
            :launch Checklist --single-pass
            :type Item 1 bread
            :toggle First done
            :type Nickname grace
            """)
        #expect(ControlTexts.all(s.session.viewTree()).contains("bread,eggs true grace"))
        #expect(s.session.screen.fields == ["Item 1", "Item 2", "Nickname"], "rows kept their identity")
    }
}
