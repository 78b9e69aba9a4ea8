import LiveRuntime
import StateLabTestSupport
import Testing

/// SwiftUI written as app developers write it — view models set up in
/// `init`, stacks with alignments, formatted text, `ViewModifier`s, tap
/// gestures, rows of identical buttons — behaving as it does on iOS 17.
/// Each test names the general rule it checks.
@Suite("App developers' code")
struct AppDeveloperCodeTests {
    /// Swift's definite initialisation (DESIGN V1): the first assignment
    /// to a wrapped property without a default, inside an initializer,
    /// initialises its wrapper — `_city = Published(wrappedValue: city)`.
    @Test("a @Published property without a default is set up by the model's init")
    func publishedPropertyAssignedInInit() {
        let s = Scenario("""
            import SwiftUI
            @MainActor
            final class WeatherModel: ObservableObject {
                @Published var city: String
                @Published var temperature: Int?
                init(city: String) {
                    self.city = city
                    print("WeatherModel.init \\(city)")
                }
            }
            struct Weather: View {
                @StateObject private var model: WeatherModel
                init(city: String) { _model = StateObject(wrappedValue: WeatherModel(city: city)) }
                var body: some View {
                    VStack {
                        Text(model.city)
                        Text(model.temperature.map { "\\($0)°" } ?? "--")
                        Button("Measure") { model.temperature = model.city.count * 3 }
                    }
                }
            }
            struct Cities: View {
                var body: some View {
                    NavigationStack { NavigationLink("Lima") { Weather(city: "Lima") } }
                }
            }
            """).expectSuccess(":launch Cities --single-pass\n:tap Lima\n:tap Measure")
        #expect(s.printed == ["WeatherModel.init Lima"])
        #expect(s.texts.contains("12°"))
    }

    /// Layout arguments of stacks, scroll views and fields are styling
    /// (`.leading`, `.vertical`), read as written and shown, as modifiers'
    /// arguments are.
    @Test("stacks, scroll views and fields take their layout arguments")
    func layoutArguments() throws {
        let s = Scenario("""
            import SwiftUI
            struct Card: View {
                @State private var note = ""
                var body: some View {
                    ScrollView(.horizontal, showsIndicators: false) {
                        VStack(alignment: .leading, spacing: 8) {
                            HStack(alignment: .firstTextBaseline) { Text("Title") }
                            ZStack(alignment: .bottomTrailing) { Text("Badge") }
                            LazyVStack(alignment: .leading, spacing: 4, pinnedViews: [.sectionHeaders]) { Text("Row") }
                            TextField("Note", text: $note, axis: .vertical)
                        }
                    }
                }
            }
            """).expectSuccess(":launch Card --single-pass\n:type Note hello")
        #expect(s.texts.contains("Title"))
        #expect(s.texts.contains("Row"))
    }

    /// SwiftUI's `LocalizedStringKey` interpolations: `specifier:` formats
    /// with `String(format:)`, `format:` with the value's `formatted(_:)`.
    @Test("Text formats \\(value, specifier:) and \\(value, format:) interpolations")
    func formattedInterpolations() {
        let s = Scenario("""
            import SwiftUI
            struct Stats: View {
                @State private var size = 14.0
                let share = 0.25
                var body: some View {
                    VStack {
                        Text("Font size: \\(size, specifier: "%.0f")")
                        Text("Share: \\(share, format: .percent)")
                        Text("Price: \\(2.5, format: .currency(code: "USD"))")
                        Button("Bigger") { size += 1.5 }
                    }
                }
            }
            """).expectSuccess(":launch Stats --single-pass\n:tap Bigger")
        #expect(s.texts.contains("Font size: 16"))
        #expect(s.texts.contains("Share: 25%"))
        #expect(s.texts.contains("Price: $2.50"))
    }

    /// A `ViewModifier` applied with `.modifier(_:)` is a view of its own
    /// type in the graph: its dynamic properties have storage (V5), its
    /// `body(content:)` is a view builder, and the content is the parent's
    /// to update.
    @Test("a ViewModifier keeps its own @State and wraps content its parent updates")
    func viewModifierIsAViewWithStorage() throws {
        let s = Scenario("""
            import SwiftUI
            struct Collapsible: ViewModifier {
                let title: String
                @State private var isOpen = true
                func body(content: Content) -> some View {
                    VStack(alignment: .leading) {
                        Button(isOpen ? "Hide \\(title)" : "Show \\(title)") { isOpen.toggle() }
                        if isOpen {
                            content.padding()
                        }
                    }
                    .onAppear { print("\\(title) appeared") }
                }
            }
            extension View {
                func collapsible(_ title: String) -> some View { modifier(Collapsible(title: title)) }
            }
            struct Counter: View {
                @State private var count = 0
                var body: some View {
                    VStack {
                        Text("count \\(count)").collapsible("Count")
                        Button("Add") { count += 1 }
                    }
                }
            }
            """).expectSuccess(":launch Counter --single-pass\n:tap Add")
        #expect(s.texts.contains("count 1"), "the content follows the parent's state")
        s.expectSuccess(":tap Hide Count")
        #expect(!s.texts.contains("count 1"))
        s.expectSuccess(":tap Add\n:tap Show Count")
        #expect(s.texts.contains("count 2"), "the modifier's own @State survived the parent's re-render")
        #expect(s.printed == ["Count appeared"])
        let tree = try #require(s.session.viewTree())
        #expect(LibraryScenarioTests.texts(tree).contains("Show Count") == false)
    }

    /// `.onTapGesture` makes its view tappable; it is named by what the
    /// view reads, as VoiceOver names a tappable view.
    @Test("a view with onTapGesture is tapped by its texts")
    func tapGesture() {
        let s = Scenario("""
            import SwiftUI
            struct Tiles: View {
                @State private var selected = "none"
                var body: some View {
                    VStack {
                        ForEach(["Mail", "Files"], id: \\.self) { name in
                            HStack { Text(name); Spacer(); Text("3") }
                                .onTapGesture { selected = name }
                        }
                        Text("Selected: \\(selected)")
                    }
                }
            }
            """).expectSuccess(":launch Tiles --single-pass\n:tap Files")
        #expect(s.texts.contains("Selected: Files"))
    }

    /// A label that reads several texts (`Grace 222`) is named by its first
    /// words too, when no other label starts with them — as a stepper
    /// whose label shows its value is.
    @Test("a button whose label reads several texts is tapped by its first words")
    func compoundLabelByItsStart() {
        let s = Scenario("""
            import SwiftUI
            struct Contacts: View {
                @State private var picked = ""
                var body: some View {
                    List {
                        ForEach(["Ada", "Grace"], id: \\.self) { name in
                            Button { picked = name } label: {
                                HStack { Text(name); Spacer(); Text("\\(name.count * 111)") }
                            }
                        }
                        Text("picked \\(picked)")
                    }
                }
            }
            """).expectSuccess(":launch Contacts --single-pass\n:tap Grace")
        #expect(s.texts.contains("picked Grace"))
    }

    /// The same button in every `ForEach` row is named by its row: `:tap
    /// Done in Run`, and an ambiguous label lists each candidate that way.
    @Test("a button repeated in every row is tapped in the row that reads so")
    func buttonInARow() throws {
        let s = Scenario("""
            import SwiftUI
            struct Habit: Identifiable { let id = UUID(); var name: String; var streak = 0 }
            struct Habits: View {
                @State private var habits = [Habit(name: "Read"), Habit(name: "Run")]
                var body: some View {
                    List {
                        ForEach($habits) { $habit in
                            HStack {
                                Text("\\(habit.name) \\(habit.streak)")
                                Button("Done") { habit.streak += 1 }
                            }
                        }
                    }
                }
            }
            """).run(":launch Habits --single-pass\n:tap Done")
        #expect(s.refusals == [.ambiguousLabel("Done", candidates: ["Done in Read 0", "Done in Run 0"])])
        s.expectSuccess(":tap Done in Run\n:tap Done in Run 1")
        #expect(s.texts.contains("Run 2"))
        #expect(s.texts.contains("Read 0"))
    }

    /// `.swipeActions` and `.contextMenu` buttons belong to their row (a
    /// swipe or a long press away): `:tap` reaches them, and the row is
    /// still named by its own texts (`:delete Bridge`).
    @Test("swipe actions and context menus are part of their row, not of its name")
    func rowActions() throws {
        let s = Scenario("""
            import SwiftUI
            struct Playlist: View {
                @State private var songs = ["Intro", "Bridge", "Outro"]
                @State private var favorites: Set<String> = []
                var body: some View {
                    List {
                        ForEach(songs, id: \\.self) { song in
                            Text(favorites.contains(song) ? "\\(song) ♥" : song)
                                .swipeActions(edge: .leading) {
                                    Button("Favorite") { favorites.insert(song) }
                                }
                                .contextMenu {
                                    Button("Move to top") { songs.removeAll { $0 == song }; songs.insert(song, at: 0) }
                                }
                        }
                        .onDelete { songs.remove(atOffsets: $0) }
                        .onMove { songs.move(fromOffsets: $0, toOffset: $1) }
                    }
                    .toolbar { EditButton() }
                }
            }
            """).expectSuccess(":launch Playlist --single-pass\n:tap Favorite in Outro\n:tap Move to top in Outro ♥\n:delete Bridge")
        #expect(s.texts.filter { ["Intro", "Bridge", "Outro ♥"].contains($0) } == ["Outro ♥", "Intro"])
        let tree = try #require(s.session.viewTree())
        let row = try #require(tree.children.first?.children.first)
        #expect(row.modifiers.contains("swipeActions") && row.modifiers.contains("contextMenu"))
    }

    /// `withAnimation` runs its body at once (animations have no effect in
    /// StateLab); iOS 17's `ContentUnavailableView` shows its title.
    @Test("withAnimation changes state at once; ContentUnavailableView shows its title")
    func animationAndEmptyState() {
        let s = Scenario("""
            import SwiftUI
            struct Inbox: View {
                @State private var messages = ["hi"]
                var body: some View {
                    VStack {
                        if messages.isEmpty {
                            ContentUnavailableView("No mail", systemImage: "tray", description: Text("All caught up"))
                        } else {
                            ForEach(messages, id: \\.self) { Text($0) }
                        }
                        Button("Clear") { withAnimation(.easeInOut(duration: 0.3)) { messages.removeAll() } }
                    }
                    .animation(.default, value: messages)
                }
            }
            """).expectSuccess(":launch Inbox --single-pass\n:tap Clear")
        #expect(s.texts.contains("No mail"))
        #expect(s.texts.contains("All caught up"))
    }
}

/// Views drawn over or under a view.
@Suite("Overlays and backgrounds")
struct OverlayScenarioTests {
    /// `.overlay { … }` and `.background { … }` with view content put those
    /// views on screen with the view they are on: a message shown in an
    /// overlay appears, and a button in it can be tapped.
    @Test("an overlay's views are on screen with the view they are on")
    func overlayContentIsShown() throws {
        let s = Scenario("""
            import SwiftUI
            struct Directory: View {
                @State private var people = ["Ada"]
                var body: some View {
                    List {
                        ForEach(people, id: \\.self) { Text($0) }
                    }
                    .overlay(alignment: .bottom) {
                        if people.isEmpty {
                            VStack {
                                Text("Nobody here")
                                Button("Add Ada") { people.append("Ada") }
                            }
                        }
                    }
                    .background { Color.gray }
                    .toolbar { Button("Clear") { people.removeAll() } }
                }
            }
            """).expectSuccess(":launch Directory --single-pass\n:tap Clear")
        #expect(s.texts.contains("Nobody here"))
        s.expectSuccess(":tap Add Ada")
        #expect(!s.texts.contains("Nobody here"))
        #expect(s.texts.contains("Ada"))
        let tree = try #require(s.session.viewTree())
        #expect(tree.children.first?.modifiers.contains("overlay") == true)
        #expect(tree.children.first?.modifiers.contains("background") == true)
    }
}

/// Shapes, colours and sections as settings screens and cards write them.
@Suite("Shapes, colours and section footers")
struct ShapeScenarioTests {
    /// Shapes and colour initializers are views that draw nothing here;
    /// `Section { } header: { } footer: { }` shows header, content, footer.
    @Test("shapes, Color(red:green:blue:) and a section's footer are shown")
    func shapesColorsAndFooters() throws {
        let s = Scenario("""
            import SwiftUI
            extension Color {
                static let brand = Color(red: 0.2, green: 0.4, blue: 0.9)
            }
            struct Settings: View {
                @State private var size = 14.0
                var body: some View {
                    Form {
                        Section {
                            Text("Size \\(Int(size))")
                                .background(RoundedRectangle(cornerRadius: 8).fill(Color.brand))
                            Circle().stroke(Color("Accent"), lineWidth: 2)
                            Button("Bigger") { size += 1 }
                        } header: {
                            Text("Appearance")
                        } footer: {
                            Text("Applies to every note")
                        }
                    }
                }
            }
            """).expectSuccess(":launch Settings --single-pass\n:tap Bigger")
        #expect(s.texts.filter { ["Appearance", "Size 15", "Applies to every note"].contains($0) }
                == ["Appearance", "Size 15", "Applies to every note"])
    }
}

/// Timers and environment values as learners' apps use them.
@Suite("Scheduled timers and the colour scheme")
struct TimerAndColorSchemeTests {
    /// `Timer.scheduledTimer(withTimeInterval:repeats:block:)` fires on the
    /// virtual clock until invalidated; the run loop keeps it, not its maker.
    @Test("a scheduled timer ticks on the virtual clock until it is invalidated")
    func scheduledTimer() {
        let s = Scenario("""
            import SwiftUI
            final class Ticker: ObservableObject {
                @Published var seconds = 0
                private var timer: Timer?
                func start() {
                    timer = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { [weak self] _ in self?.seconds += 1 }
                }
                func stop() { timer?.invalidate(); timer = nil }
                deinit { print("Ticker deinit") }
            }
            struct TickerView: View {
                @StateObject private var ticker = Ticker()
                var body: some View {
                    Text("\\(ticker.seconds)s")
                        .onAppear { ticker.start() }
                        .onDisappear { ticker.stop() }
                }
            }
            struct Home: View {
                var body: some View { NavigationStack { NavigationLink("Ticker") { TickerView() } } }
            }
            """).expectSuccess(":launch Home --single-pass\n:tap Ticker\n:wait 3s")
        #expect(s.texts.contains("3s"))
        s.expectSuccess(":back\n:wait 2s")
        #expect(s.printed == ["Ticker deinit"])
    }

    /// `@Environment(\.colorScheme)` is a `ColorScheme`, `.light` unless set.
    @Test("the colour scheme compares with .dark and .light")
    func colorScheme() {
        let s = Scenario("""
            import SwiftUI
            struct Badge: View {
                @Environment(\\.colorScheme) private var scheme
                var body: some View { Text(scheme == .dark ? "dark" : "light") }
            }
            struct Screen: View {
                var body: some View {
                    VStack {
                        Badge()
                        Badge().environment(\\.colorScheme, .dark)
                    }
                }
            }
            """).expectSuccess(":launch Screen --single-pass")
        #expect(s.texts == ["light", "dark"])
    }

    /// A stepper in every row is named by its row, as a button is.
    @Test("a stepper repeated in every row is moved in the row that reads so")
    func stepperInARow() {
        let s = Scenario("""
            import SwiftUI
            struct Player: Identifiable { let id = UUID(); var name: String; var score = 0 }
            struct Roster: View {
                @State private var players = [Player(name: "Ann"), Player(name: "Bo")]
                var body: some View {
                    List {
                        ForEach($players) { $player in
                            HStack { Text(player.name); Stepper("Score \\(player.score)", value: $player.score) }
                        }
                    }
                }
            }
            """).run(":launch Roster --single-pass\n:increment Score 0")
        #expect(s.refusals == [.ambiguousLabel("Score 0", candidates: ["Score 0 in Ann", "Score 0 in Bo"])])
        s.expectSuccess(":increment Score 0 in Bo")
        #expect(s.texts.contains("Score 1"))
    }
}

/// Styling written as chains on an implicit member.
@Suite("Implicit member chains in styling")
struct StylingChainTests {
    /// SE-0287: an implicit member chain takes its base from the context;
    /// where a styling argument is expected the chain is kept as written.
    @Test("font and style chains (.caption2.bold(), .system(size:).monospacedDigit()) are shown as written")
    func implicitMemberChains() throws {
        let s = Scenario("""
            import SwiftUI
            struct Label2: View {
                var body: some View {
                    VStack {
                        Text("a").font(.caption2.bold())
                        Text("b").font(.headline.weight(.semibold)).foregroundStyle(.secondary.opacity(0.5))
                        Text("c").font(.system(size: 12).monospacedDigit())
                    }
                }
            }
            """).expectSuccess(":launch Label2 --single-pass")
        let stack = try #require(s.session.viewTree()?.children.first)
        #expect(stack.children.map(\.modifiers) == [
            ["font(.caption2.bold())"],
            ["font(.headline.weight(.semibold))", "foregroundStyle(.secondary.opacity(0.5))"],
            ["font(.system(size: 12).monospacedDigit())"],
        ])
    }
}
