import LiveRuntime
import StateLabTestSupport
import Testing

/// Held-out scenarios, written as tutorials write SwiftUI, on data flow:
/// owning versus observing, bindings into child views, editing a copy in
/// a sheet, `@Bindable` rows and a navigation path. Expectations follow
/// SwiftUI's rules (DESIGN V2, V5–V7, N4; the seed articles 000, 002, 004).
@Suite("Held-out scenarios: data flow")
struct HeldOutDataFlowTests {
    @Test("a child re-created by its parent: @StateObject keeps its object, @ObservedObject gets a new one")
    func ownerVersusObserver() {
        let s = Scenario("""
            import SwiftUI
            final class Stopwatch: ObservableObject {
                @Published var laps = 0
                let name: String
                init(_ name: String) { self.name = name; print("init \\(name)") }
                deinit { print("deinit \\(name)") }
            }
            struct OwningChild: View {
                @StateObject private var watch = Stopwatch("owned")
                var body: some View { Button("Lap owned \\(watch.laps)") { watch.laps += 1 } }
            }
            struct ObservingChild: View {
                @ObservedObject var watch = Stopwatch("observed")
                var body: some View { Button("Lap observed \\(watch.laps)") { watch.laps += 1 } }
            }
            struct Parent: View {
                @State private var theme = 0
                var body: some View {
                    VStack {
                        Text("theme \\(theme)")
                        OwningChild()
                        ObservingChild()
                        Button("Theme") { theme += 1 }
                    }
                }
            }
            """).expectSuccess(":launch Parent --single-pass\n:tap Lap owned 0\n:tap Lap observed 0\n:tap Theme")
        // The observed default runs when the body builds the struct; the
        // owned one when the view is installed, after the body.
        #expect(s.printed == ["init observed", "init owned", "init observed", "deinit observed"])
        #expect(s.texts.contains("Lap owned 1") && s.texts.contains("Lap observed 0"))
    }

    @Test("a sheet edits a copy: Cancel throws it away, Save writes it back; presenting again starts from the model")
    func sheetEditsACopy() {
        let s = Scenario("""
            import SwiftUI
            struct Profile: Equatable {
                var name: String
                var age: Int
            }
            struct ProfileEditor: View {
                @State var draft: Profile
                let save: (Profile) -> Void
                @Environment(\\.dismiss) private var dismiss
                var body: some View {
                    Form {
                        TextField("Name", text: $draft.name)
                        Stepper("Age \\(draft.age)", value: $draft.age)
                        Button("Save") { save(draft); dismiss() }
                        Button("Cancel") { dismiss() }
                    }
                }
            }
            struct ProfileScreen: View {
                @State private var profile = Profile(name: "Ada", age: 36)
                @State private var editing = false
                var body: some View {
                    VStack {
                        Text("\\(profile.name), \\(profile.age)")
                        Button("Edit") { editing = true }
                    }
                    .sheet(isPresented: $editing) {
                        ProfileEditor(draft: profile) { profile = $0 }
                    }
                }
            }
            """).expectSuccess(":launch ProfileScreen --single-pass\n:tap Edit\n:type Name Grace\n:increment Age\n:tap Cancel")
        #expect(s.texts.first == "Ada, 36" && s.session.screen.fields.isEmpty, "the sheet is gone, the model untouched")
        s.expectSuccess(":tap Edit")
        #expect(s.texts.contains("Age 36"), "a new presentation is a new identity: its draft is the model again")
        s.expectSuccess(":type Name Grace\n:increment Age\n:tap Save")
        #expect(s.texts.first == "Grace, 37" && s.session.screen.fields.isEmpty)
    }

    static let scores = """
        import SwiftUI
        @Observable
        final class Player: Identifiable {
            let id: Int
            var name: String
            var score = 0
            init(id: Int, name: String) { self.id = id; self.name = name }
        }
        @Observable
        final class Game {
            var players = [Player(id: 1, name: "Ann"), Player(id: 2, name: "Bob")]
            var total: Int { players.reduce(0) { $0 + $1.score } }
        }
        struct PlayerRow: View {
            @Bindable var player: Player
            var body: some View {
                HStack {
                    TextField("Name \\(player.id)", text: $player.name)
                    Stepper("\\(player.name) \\(player.score)", value: $player.score)
                }
            }
        }
        struct Scoreboard: View {
            @State private var game = Game()
            var body: some View {
                VStack {
                    Text("total \\(game.total)")
                    ForEach(game.players) { player in PlayerRow(player: player) }
                }
            }
        }
        """

    @Test("@Bindable into an @Observable element of an array: each row writes its own player; readers of the total update")
    func bindableArrayElements() {
        let s = Scenario(Self.scores).expectSuccess(":launch Scoreboard --single-pass")
        let scoreboardBodies = s.bodyCount("Scoreboard")
        s.expectSuccess(":type \"Name 1\" Anna")
        #expect(s.texts.contains("Anna 0"))
        #expect(s.bodyCount("Scoreboard") == scoreboardBodies, "the board reads no name")
        s.expectSuccess(":increment Bob\n:increment Bob\n:increment Anna")
        #expect(s.texts.contains("total 3") && s.texts.contains("Bob 2") && s.texts.contains("Anna 1"))
    }

    @Test("a form passes bindings into child views: each child writes the parent's own @State")
    func formBindingsIntoChildren() {
        let s = Scenario("""
            import SwiftUI
            struct Level: View {
                @Binding var value: Int
                let label: String
                var body: some View {
                    HStack {
                        Text("\\(label) \\(value)")
                        Button("More \\(label)") { value += 1 }
                    }
                }
            }
            struct Settings: View {
                @State private var volume = 3
                @State private var brightness = 5
                @State private var name = ""
                var body: some View {
                    Form {
                        Section("Sound") { Level(value: $volume, label: "volume") }
                        Section("Screen") { Level(value: $brightness, label: "brightness") }
                        TextField("Your name", text: $name)
                        Text("summary \\(name) v\\(volume) b\\(brightness)")
                    }
                }
            }
            """).expectSuccess(":launch Settings --single-pass\n:tap More volume\n:tap More brightness\n:tap More brightness\n:type Your name Kim")
        #expect(s.texts.contains("summary Kim v4 b7"))
        #expect(s.texts.contains("volume 4") && s.texts.contains("brightness 7"))
    }

    @Test("an app injects its store on the WindowGroup: the window's views find it, and it is made once")
    func sceneModifiersReachTheWindow() {
        let s = Scenario("""
            import SwiftUI
            final class Settings: ObservableObject {
                @Published var name = "Ada"
                init() { print("settings made") }
            }
            struct ContentView: View {
                @EnvironmentObject var settings: Settings
                var body: some View {
                    VStack {
                        Text("hello \\(settings.name)")
                        Button("Rename") { settings.name = "Grace" }
                    }
                }
            }
            @main
            struct DemoApp: App {
                @StateObject private var settings = Settings()
                var body: some Scene {
                    WindowGroup { ContentView() }
                        .environmentObject(settings)
                }
            }
            """).expectSuccess(":launch\n:tap Rename")
        #expect(s.texts.contains("hello Grace"))
        #expect(s.printed == ["settings made"])
    }

    @Test("a to-do app: an @Observable store, NavigationStack(path:), a detail editing the pushed item through @Bindable")
    func todoAppWithPath() {
        let s = Scenario("""
            import SwiftUI
            @Observable
            final class TodoStore {
                var todos: [Todo] = []
                init() { print("store init") }
                func add(_ title: String) { todos.append(Todo(title: title)) }
            }
            @Observable
            final class Todo: Identifiable, Hashable {
                let id = UUID()
                var title: String
                var done = false
                init(title: String) { self.title = title }
                static func == (a: Todo, b: Todo) -> Bool { a.id == b.id }
                func hash(into hasher: inout Hasher) { hasher.combine(id) }
            }
            struct TodoDetail: View {
                @Bindable var todo: Todo
                var body: some View {
                    VStack {
                        TextField("Title", text: $todo.title)
                        Toggle("Done", isOn: $todo.done)
                    }
                    .onAppear { print("detail appears: \\(todo.title)") }
                    .onDisappear { print("detail disappears: \\(todo.title)") }
                }
            }
            struct TodoList: View {
                @State private var store = TodoStore()
                @State private var path: [Todo] = []
                @State private var draft = ""
                var body: some View {
                    NavigationStack(path: $path) {
                        List {
                            TextField("New", text: $draft)
                            Button("Add") { store.add(draft); draft = "" }
                            ForEach(store.todos) { todo in
                                NavigationLink(value: todo) { Text("\\(todo.title) \\(todo.done ? "done" : "open")") }
                            }
                        }
                        .navigationDestination(for: Todo.self) { todo in TodoDetail(todo: todo) }
                        .onChange(of: path) { print("path: \\(path.map(\\.title))") }
                    }
                }
            }
            """).expectSuccess("""
            :launch TodoList
            :type New milk
            :tap Add
            :type New eggs
            :tap Add
            :tap eggs open
            :type Title "eggs (6)"
            :toggle Done
            :back
            """)
        #expect(s.printed == ["store init", "path: [\"eggs\"]", "detail appears: eggs", "path: []",
                              "detail disappears: eggs (6)"])
        #expect(s.texts.contains("milk open") && s.texts.contains("eggs (6) done"))
    }
}
