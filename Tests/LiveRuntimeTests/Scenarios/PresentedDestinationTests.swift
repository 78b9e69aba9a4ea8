import LiveRuntime
import StateLabTestSupport
import Testing

/// `navigationDestination(isPresented:destination:)` (iOS 16) and
/// `navigationDestination(item:destination:)` (iOS 17), as Apple's pages
/// describe them: added inside a `NavigationStack`, they push one screen
/// while the binding is true or holds a value; the Back button (and
/// `dismiss()`) sets it back to `false` or `nil`. Before, both were refused
/// by name ("unsupported in StateLab").
@Suite("navigationDestination(isPresented:) and (item:)")
struct PresentedDestinationTests {
    static let inbox = """
        import SwiftUI
        struct Contact: Hashable { let id: Int; let name: String }
        struct SettingsScreen: View {
            @Environment(\\.dismiss) private var dismiss
            @State private var changes = 0
            var body: some View {
                VStack {
                    Text("changes \\(changes)")
                    Button("Change") { changes += 1 }
                    Button("Done") { dismiss() }
                }
                .onAppear { print("settings appear") }
                .onDisappear { print("settings disappear") }
            }
        }
        struct ContactScreen: View {
            let contact: Contact
            let next: () -> Void
            @State private var notes = 0
            var body: some View {
                VStack {
                    Text("\\(contact.name) notes \\(notes)")
                    Button("Note") { notes += 1 }
                    Button("Next contact") { next() }
                }
                .onAppear { print("appear \\(contact.name)") }
                .onDisappear { print("disappear \\(contact.name)") }
            }
        }
        struct Inbox: View {
            @State private var showSettings = false
            @State private var selected: Contact?
            var body: some View {
                NavigationStack {
                    VStack {
                        Text("settings \\(showSettings) selected \\(selected?.name ?? "none")")
                        Button("Settings") { showSettings = true }
                        Button("Open Ann") { selected = Contact(id: 1, name: "Ann") }
                    }
                    .onAppear { print("inbox appear") }
                    .onDisappear { print("inbox disappear") }
                    .navigationDestination(isPresented: $showSettings) { SettingsScreen() }
                    .navigationDestination(item: $selected) { contact in
                        ContactScreen(contact: contact) { selected = Contact(id: contact.id + 1, name: contact.name + "+") }
                    }
                }
            }
        }
        """

    @Test("a true binding pushes; dismiss() pops and sets it false; pushing again starts fresh")
    func boolPushesAndDismissClears() {
        let s = Scenario(Self.inbox).expectSuccess(":launch Inbox --single-pass")
        let mark = s.printed.count
        s.expectSuccess(":tap Settings\n:tap Change")
        #expect(s.texts.contains("changes 1"))
        s.expectSuccess(":tap Done")
        #expect(s.texts.contains("settings false selected none"), "dismiss() wrote the binding back")
        s.expectSuccess(":tap Settings")
        #expect(s.texts.contains("changes 0"), "a new push is a new identity")
        s.expectSuccess(":back")
        #expect(s.texts.contains("settings false selected none"), "Back wrote the binding back")
        #expect(s.printed(since: mark) == ["inbox disappear", "settings appear", "settings disappear", "inbox appear",
                                           "inbox disappear", "settings appear", "settings disappear", "inbox appear"])
    }

    @Test("an item pushes its screen; another item replaces it; Back sets the item to nil and leaves the other destination alone")
    func itemPushesAndReplaces() {
        let s = Scenario(Self.inbox).expectSuccess(":launch Inbox --single-pass\n:tap Open Ann\n:tap Note")
        #expect(s.texts.contains("Ann notes 1"))
        let mark = s.printed.count
        s.expectSuccess(":tap Next contact")
        #expect(s.printed(since: mark) == ["disappear Ann", "appear Ann+"])
        #expect(s.texts.contains("Ann+ notes 0"), "another item is another screen, with its own state")
        s.expectSuccess(":back")
        #expect(s.texts.contains("settings false selected none"))
        #expect(s.session.screen.buttons.contains("Settings"), "the stack is back at its root")
    }

    @Test("a destination whose presenter leaves goes with it")
    func presenterRemovedPopsDestination() {
        let s = Scenario("""
            import SwiftUI
            struct Shop: View {
                @State private var showCart = false
                @State private var loggedIn = true
                var body: some View {
                    NavigationStack {
                        if loggedIn {
                            Button("Cart") { showCart = true }
                                .navigationDestination(isPresented: $showCart) {
                                    Button("Log out") { loggedIn = false }
                                        .onDisappear { print("cart disappear") }
                                }
                        } else {
                            Text("signed out")
                        }
                    }
                }
            }
            """).expectSuccess(":launch Shop --single-pass\n:tap Cart\n:tap Log out")
        #expect(s.printed == ["cart disappear"])
        #expect(s.texts == ["signed out"])
    }

    /// As observed on iOS (Chowple, "The bug where the screen lands
    /// underneath"): on one stack, a value appended to the path while an
    /// item's screen is up is pushed beneath that screen, which stays on
    /// top until its item is cleared. Before, appending to the path took the
    /// item's screen down and left its binding set.
    @Test("a value appended to the path while an item's screen is up lands beneath it")
    func pathPushLandsBeneathPresented() {
        let s = Scenario("""
            import SwiftUI
            struct Mixed: View {
                @State private var path: [Int] = []
                @State private var dish: String?
                var body: some View {
                    NavigationStack(path: $path) {
                        Button("Open dish") { dish = "soup" }
                            .navigationDestination(for: Int.self) { n in
                                Text("restaurant \\(n)").onAppear { print("appear restaurant") }
                            }
                            .navigationDestination(item: $dish) { d in
                                Button("Served at") { path.append(7) }
                                    .onAppear { print("appear dish") }
                                    .onDisappear { print("disappear dish") }
                            }
                    }
                }
            }
            """).expectSuccess(":launch Mixed --single-pass\n:tap Open dish\n:tap Served at")
        #expect(s.session.screen.buttons == ["Served at"], "the dish's screen is still on top")
        #expect(s.printed == ["appear dish"])
        s.expectSuccess(":back")
        #expect(s.texts.contains("restaurant 7") && s.printed.suffix(2) == ["disappear dish", "appear restaurant"])
        s.expectSuccess(":back")
        #expect(s.session.screen.buttons == ["Open dish"])
    }

    @Test("outside a NavigationStack nothing is pushed")
    func outsideAStack() {
        let s = Scenario("""
            import SwiftUI
            struct Loose: View {
                @State private var show = false
                var body: some View {
                    Button("Show \\(show)") { show = true }
                        .navigationDestination(isPresented: $show) { Text("detail") }
                }
            }
            """).expectSuccess(":launch Loose --single-pass\n:tap Show false")
        #expect(s.texts.contains("Show true") && !s.texts.contains("detail"))
    }
}
