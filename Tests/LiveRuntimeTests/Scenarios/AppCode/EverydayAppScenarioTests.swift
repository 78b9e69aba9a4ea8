import LiveRuntime
import StateLabTestSupport
import Testing

/// Whole small apps as tutorials and sample apps write them — navigation
/// with a path and a deep link, an @Observable cart in the environment,
/// search with `.task(id:)`, pagination, identity traps, settings in
/// `@AppStorage`, environment keys and property wrappers (more in
/// `EverydayAppFlowTests.swift`) — each compared with what iOS 17
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
}
