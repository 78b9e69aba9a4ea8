import LiveRuntime
import StateLabTestSupport
import Testing

/// Whole small apps as tutorials and sample apps write them — navigation
/// with a path and a deep link, an @Observable cart in the environment,
/// search with `.task(id:)`, pagination, identity traps, settings in
/// `@AppStorage`, sheets editing a draft — each compared with what iOS 17
/// prints and shows. All agreed with iOS when written (they guard the
/// rules they exercise).
@Suite("Everyday apps")
struct EverydayAppScenarioTests {
    /// Apple documentation, "NavigationStack": a stack bound to a path
    /// pushes one `navigationDestination` screen per element; setting the
    /// path (`path = [a, b]`) is a deep link, `removeAll()` pops to the
    /// root, Back removes the last element. `onChange(of:)` gets the old
    /// and the new path once per change.
    @Test("a path-bound stack: push, pop to root, deep link, back")
    func pathNavigationAndDeepLink() {
        let s = Scenario("""
            import SwiftUI
            struct Recipe: Identifiable, Hashable { let id: Int; var name: String }
            struct RecipeDetail: View {
                let recipe: Recipe
                @Binding var path: [Recipe]
                var body: some View {
                    VStack {
                        Text("Detail \\(recipe.name)")
                        Button("Next") { path.append(Recipe(id: recipe.id + 1, name: "R\\(recipe.id + 1)")) }
                        Button("Home") { path.removeAll() }
                    }
                }
            }
            struct Cookbook: View {
                @State private var path: [Recipe] = []
                let recipes = [Recipe(id: 1, name: "Soup"), Recipe(id: 2, name: "Salad")]
                var body: some View {
                    NavigationStack(path: $path) {
                        List(recipes) { r in NavigationLink(r.name, value: r) }
                            .navigationDestination(for: Recipe.self) { r in RecipeDetail(recipe: r, path: $path) }
                            .toolbar { Button("Deep link") { path = [recipes[0], Recipe(id: 9, name: "Cake")] } }
                            .onChange(of: path) { old, new in print(old.map(\\.name), "->", new.map(\\.name)) }
                    }
                }
            }
            """).expectSuccess(":launch Cookbook --single-pass\n:tap Soup\n:tap Next\n:tap Home\n:tap Deep link\n:back")
        #expect(s.printed == [
            "[] -> [\"Soup\"]", "[\"Soup\"] -> [\"Soup\", \"R2\"]", "[\"Soup\", \"R2\"] -> []",
            "[] -> [\"Soup\", \"Cake\"]", "[\"Soup\", \"Cake\"] -> [\"Soup\"]",
        ])
        #expect(ControlTexts.onScreen(s.session.viewTree()).contains("Detail Soup"))
    }

    /// WWDC23 "Discover Observation in SwiftUI" and Apple's "Managing model
    /// data in your app": an @Observable model put in the environment
    /// (`.environment(cart)`, read with `@Environment(Cart.self)`) updates
    /// only the views whose body read the property that changed — the
    /// badge reading `items`, not the rows that only call `append`.
    @Test("an @Observable cart in the environment updates only its readers")
    func observableCartInTheEnvironment() {
        let s = Scenario("""
            import SwiftUI
            import Observation
            @Observable final class Cart { var items: [String] = [] }
            struct CartBadge: View {
                @Environment(Cart.self) private var cart
                var body: some View {
                    let _ = print("CartBadge body")
                    Text("Cart: \\(cart.items.count)")
                }
            }
            struct ProductRow: View {
                let name: String
                @Environment(Cart.self) private var cart
                var body: some View {
                    let _ = print("ProductRow \\(name) body")
                    Button("Add \\(name)") { cart.items.append(name) }
                }
            }
            struct Shop: View {
                @State private var cart = Cart()
                var body: some View {
                    VStack {
                        CartBadge()
                        ProductRow(name: "Tea")
                        ProductRow(name: "Mug")
                    }
                    .environment(cart)
                }
            }
            """).expectSuccess(":launch Shop --single-pass\n:tap Add Tea\n:tap Add Mug")
        #expect(s.printed == ["CartBadge body", "ProductRow Tea body", "ProductRow Mug body", "CartBadge body", "CartBadge body"])
        #expect(s.texts.contains("Cart: 2"))
    }

    /// Apple documentation, "task(id:priority:_:)": when the id changes,
    /// SwiftUI cancels the running task and starts a new one — the
    /// debounced-search idiom (`try await Task.sleep` then fetch; Swift by
    /// Sundell and Hacking with Swift). The cancelled sleep throws
    /// CancellationError. Code outside a body update reads a @State's
    /// current value, so the cancelled task's catch sees the new query.
    @Test(".task(id:) cancels the previous search when the query changes")
    func searchTaskRestartsWithItsID() {
        let s = Scenario("""
            import SwiftUI
            struct SearchResults: View {
                @State private var query = ""
                @State private var results: [String] = []
                var body: some View {
                    NavigationStack {
                        List(results, id: \\.self) { Text($0) }
                            .searchable(text: $query)
                            .task(id: query) {
                                do {
                                    try await Task.sleep(for: .milliseconds(300))
                                    results = ["\\(query) 1", "\\(query) 2"]
                                    print("searched", query)
                                } catch {
                                    print("cancelled", query, error is CancellationError)
                                }
                            }
                    }
                }
            }
            """).expectSuccess(":launch SearchResults --single-pass\n:wait 1s\n:type Search sw\n:wait 100ms\n:type Search swift\n:wait 1s")
        #expect(s.printed == ["searched ", "cancelled swift true", "searched swift"])
        #expect(s.texts.contains("swift 2"))
    }

    /// The infinite-scroll tutorial pattern (Hacking with Swift, Donny
    /// Wals): the last row's `onAppear` loads the next page, guarded by
    /// `isLoading`. Rows appear as they come into view; all fifteen fit
    /// an iPhone 15 screen, so pages follow one another until the model
    /// stops at page 3.
    @Test("the last row's onAppear loads the next page until the end")
    func paginationOnLastRowAppear() {
        let s = Scenario("""
            import SwiftUI
            @MainActor final class FeedModel: ObservableObject {
                @Published var items: [Int] = []
                @Published var isLoading = false
                private var page = 0
                func loadMore() async {
                    guard !isLoading, page < 3 else { return }
                    isLoading = true
                    try? await Task.sleep(for: .seconds(1))
                    page += 1
                    items += Array((page - 1) * 5 + 1...page * 5)
                    isLoading = false
                    print("loaded page", page)
                }
            }
            struct Feed: View {
                @StateObject private var model = FeedModel()
                var body: some View {
                    List {
                        ForEach(model.items, id: \\.self) { item in
                            Text("Item \\(item)")
                                .onAppear { if item == model.items.last { Task { await model.loadMore() } } }
                        }
                        if model.isLoading { ProgressView() }
                    }
                    .task { await model.loadMore() }
                }
            }
            """).expectSuccess(":launch Feed --single-pass\n:wait 5s")
        #expect(s.printed == ["loaded page 1", "loaded page 2", "loaded page 3"])
        #expect(s.texts.contains("Item 15"))
    }

    /// Apple, WWDC21 "Demystify SwiftUI": views in the two branches of an
    /// `if` have different identities (a new branch starts with fresh
    /// state); `.id(_:)` with a new value is a new identity; the same view
    /// at the same place keeps its state when its inputs change. A child's
    /// `init` runs each time its parent's body runs (its state is not
    /// reset by that).
    @Test("identity: if/else branches and .id reset state, inputs do not")
    func identityTraps() {
        let s = Scenario("""
            import SwiftUI
            struct CounterCard: View {
                let title: String
                @State private var count = 0
                init(title: String) { self.title = title; print("init \\(title)") }
                var body: some View { Button("\\(title): \\(count)") { count += 1 } }
            }
            struct Identity: View {
                @State private var flag = false
                @State private var seed = 0
                var body: some View {
                    VStack {
                        if flag { CounterCard(title: "A") } else { CounterCard(title: "B") }
                        CounterCard(title: "C").id(seed)
                        CounterCard(title: flag ? "D1" : "D2")
                        Button("Flip") { flag.toggle() }
                        Button("Reseed") { seed += 1 }
                    }
                }
            }
            """).expectSuccess(":launch Identity --single-pass\n:tap B: 0\n:tap C: 0\n:tap D2: 0\n:tap Flip")
        #expect(s.printed == ["init B", "init C", "init D2", "init A", "init C", "init D1"])
        #expect(s.texts.contains("A: 0"))
        #expect(s.texts.contains("C: 1"))
        #expect(s.texts.contains("D1: 1"))
        s.expectSuccess(":tap Flip\n:tap Reseed")
        #expect(s.texts.contains("B: 0"), "the B branch came back as a new identity")
        #expect(s.texts.contains("C: 0"), "a new .id is a new identity")
        #expect(s.texts.contains("D2: 1"))
    }

    /// Apple documentation, "AppStorage": views reading the same key are
    /// updated when any of them writes it — a settings sheet and the
    /// greeting under it.
    @Test("@AppStorage written in a settings sheet updates the screen under it")
    func appStorageSharedAcrossASheet() {
        let s = Scenario("""
            import SwiftUI
            struct SettingsView: View {
                @AppStorage("username") private var username = "Guest"
                @AppStorage("fontSize") private var fontSize = 14.0
                var body: some View {
                    Form {
                        TextField("Username", text: $username)
                        Stepper("Font \\(Int(fontSize))", value: $fontSize, in: 10...30, step: 2)
                    }
                }
            }
            struct Greeting: View {
                @AppStorage("username") private var username = "Guest"
                @AppStorage("fontSize") private var fontSize = 14.0
                var body: some View { Text("Hello, \\(username) at \\(Int(fontSize))") }
            }
            struct AppRoot: View {
                @State private var showSettings = false
                var body: some View {
                    VStack {
                        Greeting()
                        Button("Settings") { showSettings = true }
                    }
                    .sheet(isPresented: $showSettings) { SettingsView() }
                }
            }
            """).expectSuccess(":launch AppRoot --single-pass\n:tap Settings\n:type Username Ada\n:increment Font 14\n:back")
        #expect(ControlTexts.onScreen(s.session.viewTree()).contains("Hello, Ada at 16"))
    }

    /// Apple documentation, "EnvironmentKey" and "ViewModifier": a custom
    /// key's value flows down and the nearest `.environment` wins; a
    /// `ViewModifier` with `@State` keeps it per place it is applied.
    @Test("a custom environment key and a ViewModifier with its own state")
    func customEnvironmentKeyAndStatefulModifier() {
        let s = Scenario("""
            import SwiftUI
            private struct AccentKey: EnvironmentKey { static let defaultValue = "blue" }
            extension EnvironmentValues {
                var accent: String {
                    get { self[AccentKey.self] }
                    set { self[AccentKey.self] = newValue }
                }
            }
            struct Badge: View {
                @Environment(\\.accent) private var accent
                var body: some View { Text("accent \\(accent)") }
            }
            struct Tappable: ViewModifier {
                @State private var taps = 0
                func body(content: Content) -> some View {
                    VStack { content; Button("Tap \\(taps)") { taps += 1 } }
                }
            }
            extension View { func tappable() -> some View { modifier(Tappable()) } }
            struct Themed: View {
                @State private var red = false
                var body: some View {
                    VStack {
                        Badge().environment(\\.accent, "green")
                        Badge().tappable()
                        Toggle("Red", isOn: $red)
                    }
                    .environment(\\.accent, red ? "red" : "blue")
                }
            }
            """).expectSuccess(":launch Themed --single-pass\n:tap Tap 0\n:toggle Red")
        #expect(s.texts.contains("accent green"))
        #expect(s.texts.contains("accent red"))
        #expect(s.texts.contains("Tap 1"), "the modifier's state survives its parent's update")
    }

    /// The Swift book, "Properties — Property Wrappers": a wrapper's setter
    /// runs on every assignment (`+=` included), so a clamped level stays
    /// in range; inside a @State struct each write re-renders.
    @Test("a custom property wrapper inside @State clamps each write")
    func customPropertyWrapperInState() {
        let s = Scenario("""
            import SwiftUI
            @propertyWrapper struct Clamped {
                private var value: Int
                let range: ClosedRange<Int>
                init(wrappedValue: Int, _ range: ClosedRange<Int>) {
                    self.range = range
                    value = min(max(wrappedValue, range.lowerBound), range.upperBound)
                }
                var wrappedValue: Int {
                    get { value }
                    set { value = min(max(newValue, range.lowerBound), range.upperBound) }
                }
            }
            struct Volume { @Clamped(0...10) var level = 5 }
            struct Mixer: View {
                @State private var volume = Volume()
                var body: some View {
                    VStack {
                        Text("Level \\(volume.level)")
                        Button("Up") { volume.level += 4 }
                        Button("Down") { volume.level -= 4 }
                    }
                }
            }
            """).expectSuccess(":launch Mixer --single-pass\n:tap Up\n:tap Up")
        #expect(s.texts.contains("Level 10"))
        s.expectSuccess(":tap Down\n:tap Down\n:tap Down\n:tap Down")
        #expect(s.texts.contains("Level 0"))
    }

    /// The edit-a-copy pattern (Apple's Scrumdinger sample: the detail edits
    /// a draft and Done writes it back): `sheet(item:)` builds the editor
    /// for the tapped row; `State(initialValue:)` in `init` seeds the draft;
    /// Cancel dismisses without writing; onDismiss runs each time.
    @Test("sheet(item:) edits a draft; Save writes back, Cancel does not")
    func sheetItemEditsADraft() {
        let s = Scenario("""
            import SwiftUI
            struct Contact: Identifiable { let id: Int; var name: String }
            struct EditContact: View {
                @Environment(\\.dismiss) private var dismiss
                @State private var draft: String
                let onSave: (String) -> Void
                init(contact: Contact, onSave: @escaping (String) -> Void) {
                    _draft = State(initialValue: contact.name)
                    self.onSave = onSave
                }
                var body: some View {
                    NavigationStack {
                        Form { TextField("Name", text: $draft) }
                            .toolbar {
                                ToolbarItem(placement: .cancellationAction) { Button("Cancel") { dismiss() } }
                                ToolbarItem(placement: .confirmationAction) { Button("Save") { onSave(draft); dismiss() } }
                            }
                    }
                }
            }
            struct Contacts: View {
                @State private var contacts = [Contact(id: 1, name: "Ada"), Contact(id: 2, name: "Alan")]
                @State private var editing: Contact?
                var body: some View {
                    List(contacts) { c in Button(c.name) { editing = c } }
                        .sheet(item: $editing, onDismiss: { print("dismissed") }) { c in
                            EditContact(contact: c) { newName in
                                if let i = contacts.firstIndex(where: { $0.id == c.id }) { contacts[i].name = newName }
                            }
                        }
                }
            }
            """).expectSuccess(":launch Contacts --single-pass\n:tap Ada\n:type Name Ada L\n:tap Save\n:tap Alan\n:type Name X\n:tap Cancel")
        #expect(s.printed == ["dismissed", "dismissed"])
        #expect(s.texts.contains("Ada L"))
        #expect(s.texts.contains("Alan"))
        #expect(!s.texts.contains("X"))
    }

    /// Apple documentation, "StateObject" vs "ObservedObject": an
    /// `@ObservedObject var model = Model()` is made again each time the
    /// parent's body runs (its count lost); an `@StateObject`'s initial
    /// value is evaluated once per identity.
    @Test("@ObservedObject made in place is recreated; @StateObject is not")
    func observedObjectRecreatedStateObjectKept() {
        let s = Scenario("""
            import SwiftUI
            final class CounterModel: ObservableObject {
                @Published var count = 0
                init() { print("CounterModel.init") }
            }
            struct Observing: View {
                @ObservedObject var model = CounterModel()
                var body: some View { Button("Observed \\(model.count)") { model.count += 1 } }
            }
            struct Owning: View {
                @StateObject var model = CounterModel()
                var body: some View { Button("Owned \\(model.count)") { model.count += 1 } }
            }
            struct Parent: View {
                @State private var refresh = 0
                var body: some View {
                    VStack {
                        Text("refresh \\(refresh)")
                        Observing()
                        Owning()
                        Button("Refresh") { refresh += 1 }
                    }
                }
            }
            """).expectSuccess(":launch Parent --single-pass\n:tap Observed 0\n:tap Owned 0\n:tap Refresh")
        #expect(s.printed == ["CounterModel.init", "CounterModel.init", "CounterModel.init"])
        #expect(s.texts.contains("Observed 0"))
        #expect(s.texts.contains("Owned 1"))
    }

    /// The Combine search view model of pre-iOS 17 MVVM tutorials
    /// (`$query.debounce(…).removeDuplicates().map(…).sink`): only a value
    /// that stays 300 ms reaches the sink, on the virtual clock.
    @Test("a debounced @Published query in an ObservableObject")
    func combineDebouncedSearch() {
        let s = Scenario("""
            import SwiftUI
            import Combine
            final class SearchModel: ObservableObject {
                @Published var query = ""
                @Published private(set) var results: [String] = []
                private var cancellables = Set<AnyCancellable>()
                let all = ["apple", "apricot", "banana", "blueberry", "cherry"]
                init() {
                    $query
                        .debounce(for: .milliseconds(300), scheduler: RunLoop.main)
                        .removeDuplicates()
                        .map { q in q.isEmpty ? [] : self.all.filter { $0.hasPrefix(q.lowercased()) } }
                        .sink { [weak self] r in print("results", r); self?.results = r }
                        .store(in: &cancellables)
                }
            }
            struct SearchScreen: View {
                @StateObject private var model = SearchModel()
                var body: some View {
                    VStack {
                        TextField("Search", text: $model.query)
                        ForEach(model.results, id: \\.self) { Text($0) }
                    }
                }
            }
            """).expectSuccess(":launch SearchScreen --single-pass\n:type Search a\n:wait 100ms\n:type Search ap\n:wait 400ms\n:type Search b\n:wait 1s")
        #expect(s.printed == ["results [\"apple\", \"apricot\"]", "results [\"banana\", \"blueberry\"]"])
        #expect(s.texts.contains("blueberry"))
    }

    /// WWDC21 "Demystify SwiftUI": `AnyView` erases the type, but a view of
    /// the same type in the same place keeps its identity and its state.
    @Test("AnyView around the same view type keeps the state")
    func anyViewOfTheSameTypeKeepsState() {
        let s = Scenario("""
            import SwiftUI
            struct Row: View {
                let text: String
                @State private var liked = false
                var body: some View { Button("\\(text) \\(liked ? "liked" : "not liked")") { liked.toggle() } }
            }
            struct Switcher: View {
                @State private var compact = false
                var content: some View {
                    if compact { return AnyView(Row(text: "compact")) }
                    return AnyView(Row(text: "regular"))
                }
                var body: some View {
                    VStack { content; Button("Toggle layout") { compact.toggle() } }
                }
            }
            """).expectSuccess(":launch Switcher --single-pass\n:tap regular not liked\n:tap Toggle layout")
        #expect(s.texts.contains("compact liked"))
    }

    /// Apple documentation, "task(priority:_:)": a pushed screen's task is
    /// cancelled when the screen is popped ("SwiftUI will automatically
    /// cancel the task at some point after the view disappears"); a task
    /// left alone finishes.
    @Test("a pushed screen's task is cancelled when it is popped")
    func taskCancelledOnPop() {
        let s = Scenario("""
            import SwiftUI
            struct Detail: View {
                let id: Int
                var body: some View {
                    Text("Detail \\(id)")
                        .task {
                            print("start \\(id)")
                            do { try await Task.sleep(for: .seconds(5)); print("done \\(id)") }
                            catch { print("cancelled \\(id)") }
                        }
                }
            }
            struct Master: View {
                var body: some View {
                    NavigationStack {
                        List(1..<4, id: \\.self) { i in NavigationLink("Item \\(i)", value: i) }
                            .navigationDestination(for: Int.self) { Detail(id: $0) }
                    }
                }
            }
            """).expectSuccess(":launch Master --single-pass\n:tap Item 2\n:wait 1s\n:back\n:wait 1s\n:tap Item 3\n:wait 6s")
        #expect(s.printed == ["start 2", "cancelled 2", "start 3", "done 3"])
    }

    /// Apple documentation, "alert(_:isPresented:presenting:actions:message:)":
    /// the alert shows the presented error's message; an action button
    /// dismisses it after running. A retry that succeeds replaces the
    /// spinner.
    @Test("a load error in an alert with Retry")
    func errorAlertWithRetry() {
        let s = Scenario("""
            import SwiftUI
            struct LoadError: Error, LocalizedError { var errorDescription: String? { "Server unavailable" } }
            @MainActor final class ProfileModel: ObservableObject {
                @Published var name: String?
                @Published var error: LoadError?
                var attempts = 0
                func load() async {
                    attempts += 1
                    try? await Task.sleep(for: .seconds(1))
                    if attempts < 2 { error = LoadError() } else { name = "Ada" }
                }
            }
            struct ProfileScreen: View {
                @StateObject private var model = ProfileModel()
                var body: some View {
                    Group {
                        if let name = model.name { Text("Hello \\(name)") } else { ProgressView("Loading") }
                    }
                    .task { await model.load() }
                    .alert("Error", isPresented: Binding(get: { model.error != nil }, set: { if !$0 { model.error = nil } }),
                           presenting: model.error) { _ in
                        Button("Retry") { Task { await model.load() } }
                        Button("Cancel", role: .cancel) { }
                    } message: { e in Text(e.localizedDescription) }
                }
            }
            """).expectSuccess(":launch ProfileScreen --single-pass\n:wait 1s")
        #expect(s.texts.contains("Server unavailable"))
        s.expectSuccess(":tap Retry\n:wait 1s")
        #expect(ControlTexts.onScreen(s.session.viewTree()) == ["Hello Ada"])
    }

    /// Hacking with Swift, "How to make a TextField or TextEditor have
    /// default focus" and Apple's "FocusState": focus set in onAppear, Return
    /// moving to the next field, a button disabled until the form is valid
    /// and clearing focus when tapped; onChange sees each settled value.
    @Test("a sign-up form: focus, validation, a disabled button")
    func signUpFormWithFocusAndValidation() {
        let s = Scenario("""
            import SwiftUI
            enum Field: Hashable { case name, email }
            struct SignupForm: View {
                @State private var name = ""
                @State private var email = ""
                @FocusState private var focus: Field?
                @State private var submitted = false
                var isValid: Bool { !name.isEmpty && email.contains("@") }
                var body: some View {
                    Form {
                        Section("Account") {
                            TextField("Name", text: $name).focused($focus, equals: .name).onSubmit { focus = .email }
                            TextField("Email", text: $email).focused($focus, equals: .email)
                            if !email.isEmpty && !email.contains("@") { Text("Invalid email") }
                        }
                        Button("Sign up") { submitted = true; focus = nil }.disabled(!isValid)
                        if submitted { Text("Welcome, \\(name)") }
                    }
                    .onAppear { focus = .name }
                    .onChange(of: focus) { print("focus:", String(describing: focus)) }
                }
            }
            """)
        s.run(":launch SignupForm --single-pass\n:tap Sign up")
        #expect(s.refusals.count == 1, "a disabled button is refused")
        s.expectSuccess(":type Name Ada\n:submit Name\n:type Email ada")
        #expect(s.texts.contains("Invalid email"))
        s.expectSuccess(":type Email ada@x.io\n:tap Sign up")
        #expect(s.printed == ["focus: Optional(main.Field.name)", "focus: Optional(main.Field.email)", "focus: nil"])
        #expect(s.texts.contains("Welcome, Ada"))
        #expect(!s.texts.contains("Invalid email"))
    }
}
