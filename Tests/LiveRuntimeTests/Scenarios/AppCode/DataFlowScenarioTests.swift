import LiveRuntime
import StateLabTestSupport
import Testing

/// Small apps written as app developers write them — a cart whose badge
/// reads a computed total, a validated sign-up form, a stopwatch task
/// cancelled by Back, a pushed editor of an `@Observable` note, a filtered
/// list, a score passed down as a plain `let`, `.id(_:)` resets, a sheet
/// closed by `dismiss()`, an environment value overridden in a subtree, a
/// `.task(id:)` search, `@ObservationIgnored`, `onChange` chains, rows
/// editing `ForEach($items)` bindings, `Binding(get:set:)`, a
/// `navigationDestination(isPresented:)` destination and an `@Observable`
/// model in the environment — each checked against what iOS 17 does.
@Suite("App developers' data flow: who runs, what shows")
struct DataFlowScenarioTests {
    /// Observation tracks per property: the badge reads `total`, which
    /// reads `items`; the title reads `name`; the owner reads neither.
    @Test("a cart's badge runs again for items, its title for the name, the owner for neither")
    func cartBadgeReadsComputedTotal() {
        let s = Scenario("""
            import SwiftUI
            import Observation

            @Observable final class Cart {
                var name = "My cart"
                var items: [Double] = []
                var total: Double { items.reduce(0, +) }
                func add(_ price: Double) { items.append(price) }
            }

            struct Badge: View {
                let cart: Cart
                var body: some View {
                    let _ = print("Badge body")
                    Text("Total: \\(cart.total)")
                }
            }

            struct Title: View {
                let cart: Cart
                var body: some View {
                    let _ = print("Title body")
                    Text(cart.name)
                }
            }

            struct ShopView: View {
                @State private var cart = Cart()
                var body: some View {
                    let _ = print("ShopView body")
                    VStack {
                        Title(cart: cart)
                        Badge(cart: cart)
                        Button("Add apple") { cart.add(1.5) }
                        Button("Rename") { cart.name = "Groceries" }
                    }
                }
            }
            """).expectSuccess(":launch ShopView --single-pass\n:tap Add apple\n:tap Add apple\n:tap Rename")
        #expect(s.printed == ["ShopView body", "Title body", "Badge body", "Badge body", "Badge body", "Title body"])
        #expect(s.texts.contains("Total: 3.0"))
    }

    /// A derived `isValid` disables the button until both fields pass; the
    /// secret field shows dots in the tree, as on the screen.
    @Test("validation derived from two fields enables the button; the password shows masked")
    func formValidationDerivedState() throws {
        let s = Scenario("""
            import SwiftUI

            struct SignUpForm: View {
                @State private var email = ""
                @State private var password = ""
                private var isValid: Bool { email.contains("@") && password.count >= 8 }
                var body: some View {
                    let _ = print("form body, valid: \\(isValid)")
                    Form {
                        TextField("Email", text: $email)
                        SecureField("Password", text: $password)
                        if !isValid { Text("Enter an email and 8+ characters") }
                        Button("Create account") { print("created for \\(email)") }
                            .disabled(!isValid)
                    }
                }
            }
            """).expectSuccess(":launch SignUpForm --single-pass")
        s.run(":tap Create account")
        #expect(s.refusals.count == 1)
        s.expectSuccess(":type Email ann@example.com\n:type Password hunter22\n:tap Create account")
        #expect(s.printed == ["form body, valid: false", "form body, valid: false", "form body, valid: true", "created for ann@example.com"])
        let root = try #require(s.session.viewTree())
        #expect(StateBindingDependencyTests.properties(of: "SecureField", in: root, named: "text") == ["Binding(\"••••••••\")"])
    }

    /// `.task` is cancelled when the screen is popped: the sleeping loop
    /// throws and stops; nothing ticks after Back.
    @Test("a stopwatch task ticks while its screen is up and stops at Back")
    func timerTaskCancelledOnPop() {
        let s = Scenario("""
            import SwiftUI
            import Observation

            @Observable final class Stopwatch {
                var ticks = 0
                deinit { print("Stopwatch deinit") }
            }

            struct TimerScreen: View {
                @State private var watch = Stopwatch()
                var body: some View {
                    Text("ticks \\(watch.ticks)")
                        .task {
                            print("task started")
                            while !Task.isCancelled {
                                do {
                                    try await Task.sleep(for: .seconds(1))
                                } catch {
                                    print("sleep cancelled at \\(watch.ticks)")
                                    return
                                }
                                watch.ticks += 1
                                print("tick \\(watch.ticks)")
                            }
                        }
                }
            }

            struct Home: View {
                var body: some View {
                    NavigationStack {
                        NavigationLink("Open timer") { TimerScreen() }
                    }
                }
            }
            """).expectSuccess(":launch Home --single-pass\n:tap Open timer\n:wait 3s\n:back\n:wait 2s")
        #expect(s.printed == ["task started", "tick 1", "tick 2", "tick 3", "sleep cancelled at 3"])
    }

    /// A pushed editor of an `@Observable` note through `@Bindable`: typing
    /// re-runs the row that reads the title (covered, still updated), not
    /// the list, which reads no note's title.
    @Test("a pushed @Bindable editor updates the row underneath, not the list")
    func bindableEditorUpdatesRow() {
        let s = Scenario("""
            import SwiftUI
            import Observation

            @Observable final class Note: Identifiable {
                let id: Int
                var title: String
                init(id: Int, title: String) { self.id = id; self.title = title }
            }

            struct NoteEditor: View {
                @Bindable var note: Note
                var body: some View {
                    let _ = print("editor body")
                    Form {
                        TextField("Title", text: $note.title)
                    }
                }
            }

            struct NoteRow: View {
                let note: Note
                var body: some View {
                    let _ = print("row \\(note.id) body")
                    Text(note.title)
                }
            }

            struct NotesList: View {
                @State private var notes = [Note(id: 1, title: "Milk"), Note(id: 2, title: "Eggs")]
                var body: some View {
                    let _ = print("list body")
                    NavigationStack {
                        List(notes) { note in
                            NavigationLink(value: note.id) { NoteRow(note: note) }
                        }
                        .navigationDestination(for: Int.self) { id in
                            if let note = notes.first(where: { $0.id == id }) {
                                NoteEditor(note: note)
                            }
                        }
                    }
                }
            }
            """).expectSuccess(":launch NotesList --single-pass\n:tap Eggs\n:type Title Bread\n:back")
        #expect(s.bodyCount("NotesList", in: s.events(after: "type")) == 0)
        #expect(s.bodyCount("NoteRow", in: s.events(after: "type")) == 1)
        #expect(s.texts.contains("Bread"))
    }

    /// The filtered rows follow the query; rows filtered out disappear and
    /// come back when the query is cleared.
    @Test("a list filtered by a search field: rows leave and come back")
    func searchFilteredList() {
        let s = Scenario("""
            import SwiftUI

            struct FruitSearch: View {
                let fruits = ["Apple", "Apricot", "Banana", "Cherry"]
                @State private var query = ""
                var filtered: [String] {
                    query.isEmpty ? fruits : fruits.filter { $0.lowercased().contains(query.lowercased()) }
                }
                var body: some View {
                    VStack {
                        TextField("Search", text: $query)
                        List(filtered, id: \\.self) { fruit in
                            Text(fruit)
                                .onAppear { print("appear \\(fruit)") }
                                .onDisappear { print("disappear \\(fruit)") }
                        }
                        Text("\\(filtered.count) results")
                    }
                }
            }
            """).expectSuccess(":launch FruitSearch --single-pass\n:type Search ap")
        #expect(s.texts.contains("2 results"))
        let mark = s.printed.count
        s.expectSuccess(":type Search \"\"")
        #expect(s.printed(since: mark) == ["appear Banana", "appear Cherry"])
    }

    /// A plain `let` from the parent's state: the child runs when the value
    /// differs; a sibling with a constant does not. Writing the value the
    /// state holds already commits nothing (OpenSwiftUI's
    /// `StoredLocationBase.set` returns when `compareValues` finds the new
    /// value equal), so no body runs.
    @Test("a plain let child runs for a new value; writing the same value runs nothing")
    func plainLetAndSameValueWrite() {
        let s = Scenario("""
            import SwiftUI

            struct ScoreLabel: View {
                let score: Int
                var body: some View {
                    let _ = print("ScoreLabel \\(score)")
                    Text("Score: \\(score)")
                }
            }

            struct Header: View {
                let title: String
                var body: some View {
                    let _ = print("Header body")
                    Text(title)
                }
            }

            struct Game: View {
                @State private var score = 0
                var body: some View {
                    let _ = print("Game body")
                    VStack {
                        Header(title: "Quiz")
                        ScoreLabel(score: score)
                        Button("Right answer") { score += 10 }
                        Button("Same score") { score += 0 }
                    }
                }
            }
            """).expectSuccess(":launch Game --single-pass\n:tap Right answer\n:tap Same score")
        #expect(s.printed == ["Game body", "Header body", "ScoreLabel 0", "Game body", "ScoreLabel 10"])
    }

    /// `.id(topic)`: a new id is a new identity — the counter's state
    /// starts again and the old view disappears.
    @Test(".id(selection) resets the child's state when the selection changes")
    func idResetsState() {
        let s = Scenario("""
            import SwiftUI

            struct Counter: View {
                let topic: String
                @State private var taps = 0
                var body: some View {
                    Button("\\(topic) taps: \\(taps)") { taps += 1 }
                        .onAppear { print("appear \\(topic)") }
                        .onDisappear { print("disappear \\(topic)") }
                }
            }

            struct TopicPicker: View {
                @State private var topic = "Swift"
                var body: some View {
                    VStack {
                        Picker("Topic", selection: $topic) {
                            Text("Swift").tag("Swift")
                            Text("Kotlin").tag("Kotlin")
                        }
                        Counter(topic: topic).id(topic)
                    }
                }
            }
            """).expectSuccess(":launch TopicPicker --single-pass\n:tap Swift taps: 0\n:tap Swift taps: 1\n:pick Topic Kotlin\n:pick Topic Swift")
        #expect(s.texts.contains("Swift taps: 0"))
        #expect(s.printed == ["appear Swift", "disappear Swift", "appear Kotlin", "disappear Kotlin", "appear Swift"])
    }

    /// `dismiss()` from the sheet closes it: the sheet disappears, then
    /// `onDismiss` runs; presented again, the sheet's state is fresh.
    @Test("@Environment(\\.dismiss) closes a sheet; presenting again starts fresh")
    func dismissFromSheet() {
        let s = Scenario("""
            import SwiftUI

            struct ComposeSheet: View {
                @Environment(\\.dismiss) private var dismiss
                @State private var draft = ""
                var body: some View {
                    VStack {
                        TextField("Message", text: $draft)
                        Button("Send") {
                            print("sending \\(draft)")
                            dismiss()
                        }
                    }
                    .onDisappear { print("sheet gone") }
                }
            }

            struct Inbox: View {
                @State private var composing = false
                var body: some View {
                    let _ = print("Inbox body")
                    Button("Compose") { composing = true }
                        .sheet(isPresented: $composing, onDismiss: { print("onDismiss") }) {
                            ComposeSheet()
                        }
                }
            }
            """).expectSuccess(":launch Inbox --single-pass\n:tap Compose\n:type Message hi\n:tap Send\n:tap Compose")
        #expect(s.printed == ["Inbox body", "sending hi", "sheet gone", "onDismiss"])
        #expect(s.texts.contains("Message"))
        #expect(!s.texts.contains("hi"))
    }

    /// `.environment(\.theme, …)` reaches the subtree only; a change re-runs
    /// the view reading it there, not the one outside.
    @Test("an environment value overridden in a subtree reaches only that subtree")
    func environmentOverriddenInSubtree() {
        let s = Scenario("""
            import SwiftUI

            private struct ThemeKey: EnvironmentKey {
                static let defaultValue = "light"
            }

            extension EnvironmentValues {
                var theme: String {
                    get { self[ThemeKey.self] }
                    set { self[ThemeKey.self] = newValue }
                }
            }

            struct ThemedLabel: View {
                let name: String
                @Environment(\\.theme) private var theme
                var body: some View {
                    let _ = print("\\(name) sees \\(theme)")
                    Text("\\(name): \\(theme)")
                }
            }

            struct Settings: View {
                @State private var dark = false
                var body: some View {
                    VStack {
                        ThemedLabel(name: "outer")
                        VStack {
                            ThemedLabel(name: "inner")
                        }
                        .environment(\\.theme, dark ? "dark" : "light")
                        Toggle("Dark", isOn: $dark)
                    }
                }
            }
            """).expectSuccess(":launch Settings --single-pass\n:toggle Dark")
        #expect(s.printed == ["outer sees light", "inner sees light", "inner sees dark"])
    }
}
