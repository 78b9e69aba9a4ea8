import LiveRuntime
import StateLabTestSupport
import Testing

/// `@AppStorage` and `@FocusState`.
@Suite("AppStorage and FocusState")
struct AppStorageFocusStateTests {
    // Apple documentation, "AppStorage": a property wrapper that reflects a
    // value from UserDefaults and invalidates a view on a change in that
    // value. The value lives in the defaults, not in the view: a view built
    // again (here: popped and pushed again) reads what was stored, and
    // another view reading the same key follows it.
    @Test func anAppStorageValueOutlivesTheViewAndIsSharedByKey() {
        let s = Scenario("""
            import SwiftUI
            struct Settings: View {
                @AppStorage("username") private var username = "Anonymous"
                @State private var visits = 0
                var body: some View {
                    VStack {
                        TextField("Name", text: $username)
                        Button("Visit \\(visits)") { visits += 1 }
                        Text("stored \\(username)")
                    }
                }
            }
            struct Home: View {
                @AppStorage("username") private var username = "Anonymous"
                var body: some View {
                    NavigationStack {
                        VStack {
                            Text("Hello, \\(username)")
                            NavigationLink("Settings") { Settings() }
                        }
                    }
                }
            }
            """).expectSuccess("""
            :launch Home --single-pass
            :tap Settings
            :tap Visit 0
            :type Name Ada
            :back
            """)
        #expect(ControlTexts.all(s.session.viewTree()).contains("Hello, Ada"), "the root re-rendered on the change")
        s.expectSuccess(":tap Settings")
        #expect(s.session.screen.buttons == ["Visit 0"], "@State started over with the new identity")
        #expect(ControlTexts.onScreen(s.session.viewTree()).contains("stored Ada"), "@AppStorage did not")
        let wrappers = s.session.viewTree()?.properties.map(\.wrapper)
        #expect(wrappers == ["@AppStorage(\"username\")"], ":tree names the wrapper and its key")
    }

    // Apple documentation, "FocusState" and "focused(_:equals:)": the value
    // names the field that has focus; it changes when the person moves to
    // another field, and the program can move focus by setting it.
    @Test func typingIntoAFieldFocusesIt() {
        let s = Scenario("""
            import SwiftUI
            enum Field: Hashable { case name, email }
            struct SignUp: View {
                @State private var name = ""
                @State private var email = ""
                @FocusState private var focused: Field?
                @FocusState private var notesFocused: Bool
                @State private var notes = ""
                var body: some View {
                    Form {
                        TextField("Name", text: $name).focused($focused, equals: .name)
                        TextField("Email", text: $email).focused($focused, equals: .email)
                        TextField("Notes", text: $notes).focused($notesFocused)
                        Button("Next") { focused = .email }
                        Text("focus: \\(focused == .name ? "name" : focused == .email ? "email" : "none"), notes \\(notesFocused)")
                    }
                }
            }
            """).expectSuccess(":launch SignUp --single-pass")
        #expect(ControlTexts.all(s.session.viewTree()).contains("focus: none, notes false"))
        s.expectSuccess(":type Name Ada")
        #expect(ControlTexts.all(s.session.viewTree()).contains("focus: name, notes false"))
        s.expectSuccess(":type Notes hi")
        #expect(ControlTexts.all(s.session.viewTree()).contains("focus: name, notes true"))
        s.expectSuccess(":type Email a@b.c")
        #expect(ControlTexts.all(s.session.viewTree()).contains("focus: email, notes false"))
        s.expectSuccess(":type Name Ada L\n:tap Next")
        #expect(ControlTexts.all(s.session.viewTree()).contains("focus: email, notes false"), "the program moves focus")
    }

    /// "Demystify SwiftUI", WWDC 2021: a child whose inputs did not change
    /// is not re-evaluated with its parent. `@AppStorage` is a dynamic
    /// property, driven by the defaults, not an input compared by value:
    /// each new struct value's fresh wrapper does not make it differ.
    @Test("a parent's update does not re-evaluate a child for its @AppStorage wrapper")
    func appStorageIsNoInput() {
        let s = Scenario("""
            import SwiftUI
            struct Greeting: View {
                @AppStorage("name") private var name = "guest"
                var body: some View { Text("Hello \\(name)") }
            }
            struct Home: View {
                @State private var taps = 0
                var body: some View {
                    VStack {
                        Button("Tap \\(taps)") { taps += 1 }
                        Greeting()
                    }
                }
            }
            """).expectSuccess(":launch Home --single-pass\n:tap Tap 0")
        #expect(s.bodyCount("Greeting", in: s.events(after: "tap")) == 0)
    }

    /// Apple documentation, "SceneStorage": a property wrapper "that reads
    /// and writes to persisted, per-scene storage", used like @AppStorage
    /// for UI state such as a draft; views using the same key in the scene
    /// share it, so a draft survives its editor being removed and built
    /// again. Before, `@SceneStorage` was "unknown attribute".
    @Test("@SceneStorage keeps a draft across its view being rebuilt")
    func sceneStorageKeepsADraft() {
        let s = Scenario("""
            import SwiftUI
            struct Composer: View {
                @SceneStorage("draft") private var draft = ""
                var body: some View { TextField("Draft", text: $draft) }
            }
            struct Mail: View {
                @State private var composing = true
                @SceneStorage("draft") private var draft = ""
                var body: some View {
                    VStack {
                        if composing { Composer() }
                        Text("draft: \\(draft)")
                        Button("Toggle") { composing.toggle() }
                    }
                }
            }
            """).expectSuccess(":launch Mail --single-pass\n:type Draft Dear Ada\n:tap Toggle\n:tap Toggle")
        #expect(s.texts.contains("draft: Dear Ada"))
        let tree = s.session.viewTree()
        #expect(tree?.properties.contains { $0.wrapper == "@SceneStorage(\"draft\")" && $0.value == "\"Dear Ada\"" } == true)
    }
}
