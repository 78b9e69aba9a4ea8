import LiveRuntime
import StateLabTestSupport
import Testing

/// Code written the way app developers write it — ids from `UUID()`,
/// defaulted model properties, toolbars, icon buttons — behaving as it
/// does on iOS 17.
@Suite("Everyday app code")
struct EverydayCodeScenarioTests {
    @Test func aWrappedDefaultCallsAMemberwiseInitThatLeavesDefaultedPropertiesOut() {
        // `Item`'s memberwise init is `init(name:done:)`: `id` is a `let`
        // with a default, `done` a `var` with one. The wrapper's default
        // value is compiled first; the signature must not depend on that,
        // nor stay wrong for the button's later call.
        let s = Scenario("""
            import SwiftUI
            struct Item: Identifiable {
                let id = UUID()
                var name: String
                var done = false
            }
            struct Checklist: View {
                @State private var items = [Item(name: "milk")]
                var body: some View {
                    VStack {
                        ForEach(items) { item in Text("\\(item.name) \\(item.done)") }
                        Button("Add") { items.append(Item(name: "eggs", done: true)) }
                    }
                }
            }
            """).expectSuccess(":launch Checklist --single-pass\n:tap Add")
        let texts = LibraryScenarioTests.texts(s.session.viewTree())
        #expect(texts.contains("milk false"))
        #expect(texts.contains("eggs true"))
    }

    @Test func toolbarAndNavigationBarItemsArePartOfTheScreen() {
        // Their buttons and links can be tapped; a link there pushes onto
        // the screen's stack, and covered with it, they are off screen.
        let s = Scenario("""
            import SwiftUI
            struct Preferences: View {
                var body: some View { Text("preferences") }
            }
            struct Notes: View {
                @State private var notes: [String] = []
                var body: some View {
                    NavigationStack {
                        List {
                            ForEach(notes, id: \\.self) { note in Text(note) }
                        }
                        .toolbar {
                            ToolbarItem(placement: .topBarTrailing) {
                                Button("New") { notes.append("note \\(notes.count)") }
                            }
                            ToolbarItemGroup(placement: .bottomBar) {
                                NavigationLink("Preferences") { Preferences() }
                            }
                        }
                        .navigationBarItems(leading: Button("Clear") { notes.removeAll() })
                        .toolbar(.hidden, for: .tabBar)
                    }
                }
            }
            """).expectSuccess(":launch Notes --single-pass\n:tap New\n:tap New\n:tap Clear\n:tap New")
        #expect(LibraryScenarioTests.texts(s.session.viewTree()).contains("note 0"))
        #expect(!LibraryScenarioTests.texts(s.session.viewTree()).contains("note 1"))
        s.expectSuccess(":tap Preferences")
        #expect(s.session.screen.buttons == [], "the pushed screen covers the bar items")
        #expect(LibraryScenarioTests.texts(s.session.viewTree()).contains("preferences"))
    }

    @Test func anIconOnlyButtonIsLabelledAsVoiceOverReadsIt() {
        // Its accessibility label if it has one, else its image's name;
        // text in a label still wins over the icon beside it.
        let s = Scenario("""
            import SwiftUI
            struct Zoom: View {
                @State private var level = 1
                var body: some View {
                    VStack {
                        Text("zoom \\(level)")
                        Button { level += 1 } label: { Image(systemName: "plus.magnifyingglass") }
                        Button { level -= 1 } label: { Image(systemName: "minus.magnifyingglass") }
                            .accessibilityLabel("Zoom out")
                        Button { level = 1 } label: { Label("Actual size", systemImage: "1.magnifyingglass") }
                    }
                }
            }
            """).expectSuccess(":launch Zoom --single-pass")
        #expect(s.session.screen.buttons == ["plus.magnifyingglass", "Zoom out", "Actual size"])
        s.expectSuccess(":tap plus.magnifyingglass\n:tap plus.magnifyingglass\n:tap Zoom out")
        #expect(LibraryScenarioTests.texts(s.session.viewTree()).contains("zoom 2"))
    }
}
