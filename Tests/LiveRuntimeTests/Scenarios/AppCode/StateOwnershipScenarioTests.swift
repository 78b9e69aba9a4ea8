import LiveRuntime
import StateLabTestSupport
import Testing

/// Who owns what, in the shapes app code takes: a @State seeded from an
/// init parameter, an @Observable model held in @State, a view model that
/// starts work in its init, timers started in onAppear, rows bound into a
/// collection, environment objects reaching a sheet. Each compared with
/// what iOS 17 prints and shows, with its source.
@Suite("State ownership in app code")
struct StateOwnershipScenarioTests {
    /// Apple documentation, "State": "don't initialize a state property of
    /// a view at the point in the view hierarchy where you instantiate the
    /// view"; `_count = State(initialValue:)` sets only the initial value —
    /// a new `start` from the parent reaches `init` (it prints) but not the
    /// storage, which keeps its own count. `onChange(of:initial: true)`
    /// runs once at appearance with old == new.
    @Test("a @State seeded in init ignores the parent's later values")
    func stateSeededInInit() {
        let s = Scenario("""
            import SwiftUI
            struct Editor: View {
                @State private var count: Int
                init(start: Int) { _count = State(initialValue: start); print("Editor init \\(start)") }
                var body: some View { Button("count \\(count)") { count += 1 } }
            }
            struct Host: View {
                @State private var start = 10
                var body: some View {
                    VStack {
                        Text("start \\(start)")
                        Editor(start: start)
                        Button("Bump start") { start += 100 }
                    }
                    .onChange(of: start, initial: true) { old, new in print("start", old, new) }
                }
            }
            """).expectSuccess(":launch Host --single-pass\n:tap count 10\n:tap Bump start")
        #expect(s.printed == ["Editor init 10", "start 10 10", "Editor init 110", "start 10 110"])
        #expect(s.texts.contains("count 11"))
        #expect(s.texts.contains("start 110"))
    }

    /// The Swift Programming Language, "Properties — Property Wrappers" and
    /// SE-0258: a wrapped property with no initial value is initialized by
    /// the first assignment in `init`, which becomes `_count =
    /// State(wrappedValue: start)` — so `count = start` seeds the state as
    /// `_count = State(initialValue:)` does. Only an optional `@State` has a
    /// default (`State.init()` where `Value: ExpressibleByNilLiteral`): its
    /// assignment in `init` sets a State not yet installed, which SwiftUI
    /// does not keep (Apple documentation, "State").
    @Test("a non-optional @State assigned in init is seeded by that assignment; an optional one is not")
    func stateAssignedInInit() {
        let s = Scenario("""
            import SwiftUI
            struct Editor: View {
                @State private var count: Int
                @State private var note: String?
                init(start: Int) { count = start; note = "set in init"; print("Editor init \\(start)") }
                var body: some View { Button("count \\(count), \\(note ?? "no note")") { count += 1 } }
            }
            struct Host: View {
                @State private var start = 10
                var body: some View {
                    VStack {
                        Editor(start: start)
                        Button("Bump start") { start += 100 }
                    }
                }
            }
            """).expectSuccess(":launch Host --single-pass\n:tap count 10, no note\n:tap Bump start")
        #expect(s.printed == ["Editor init 10", "Editor init 110"])
        #expect(s.texts.contains("count 11, no note"))
    }

    @Test("a non-optional @State with no initial value is an argument of the memberwise initializer")
    func stateWithoutDefaultIsAMemberwiseArgument() {
        let source = """
            import SwiftUI
            struct Badge: View {
                @State var count: Int
                var body: some View { Text("\\(count)") }
            }
            """
        let s = Scenario(source).expectSuccess(":launch Badge(count: 3) --single-pass")
        #expect(s.texts.contains("3"))
        assertDiagnostic(source + "\nlet badge = Badge(1️⃣)", message: "missing argument for parameter 'count' in call", live: true)
    }

    /// WWDC23 "Discover Observation in SwiftUI" and Apple's migration guide
    /// ("Migrating from the Observable Object protocol to the Observable
    /// macro"): `@State var model = Model()` keeps one instance per view
    /// identity, but unlike `@StateObject`'s autoclosure the initial value
    /// is an ordinary expression — each time the parent's body makes the
    /// view, `Model()` runs again and the new instance is thrown away.
    @Test("@State holding an @Observable model: init runs per parent update, the first instance stays")
    func observableInStateInitRunsAgain() {
        let s = Scenario("""
            import SwiftUI
            import Observation
            @Observable final class DetailModel {
                var loads = 0
                init() { print("DetailModel.init") }
            }
            struct DetailView: View {
                @State private var model = DetailModel()
                var body: some View { Button("loads \\(model.loads)") { model.loads += 1 } }
            }
            struct Parent: View {
                @State private var n = 0
                var body: some View {
                    VStack {
                        Text("n \\(n)")
                        DetailView()
                        Button("Bump") { n += 1 }
                    }
                }
            }
            """).expectSuccess(":launch Parent --single-pass\n:tap loads 0\n:tap Bump\n:tap Bump")
        #expect(s.printed == ["DetailModel.init", "DetailModel.init", "DetailModel.init"])
        #expect(s.texts.contains("loads 1"), "the first instance is the one kept")
    }

    /// Apple documentation, "StateObject": the object is created once, when
    /// the view first appears; work its init starts (a Task) keeps
    /// publishing into it and the view follows each change.
    @Test("a view model's init starts a task that keeps publishing")
    func viewModelInitStartsATask() {
        let s = Scenario("""
            import SwiftUI
            @MainActor final class Store: ObservableObject {
                @Published var count = 0
                init() {
                    Task { @MainActor in
                        for _ in 0..<3 {
                            try? await Task.sleep(for: .seconds(1))
                            count += 1
                        }
                    }
                }
            }
            struct Live: View {
                @StateObject private var store = Store()
                var body: some View { Text("count \\(store.count)") }
            }
            """).expectSuccess(":launch Live --single-pass\n:wait 2s")
        #expect(s.texts == ["count 2"])
        s.expectSuccess(":wait 2s")
        #expect(s.texts == ["count 3"])
    }

    /// The timer-in-onAppear pattern (Hacking with Swift, "How to use a
    /// timer with SwiftUI"): a Timer scheduled in onAppear and invalidated
    /// in onDisappear stops when its view leaves; a view that comes back
    /// is a new identity with fresh state and a new timer.
    @Test("a Timer started in onAppear stops in onDisappear; the view comes back fresh")
    func timerStartedOnAppear() {
        let s = Scenario("""
            import SwiftUI
            struct Clock: View {
                @State private var ticks = 0
                @State private var timer: Timer?
                var body: some View {
                    Text("ticks \\(ticks)")
                        .onAppear {
                            print("appear")
                            timer = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in ticks += 1 }
                        }
                        .onDisappear { timer?.invalidate(); print("disappear") }
                }
            }
            struct Shell: View {
                @State private var show = true
                var body: some View {
                    VStack {
                        if show { Clock() }
                        Button("Toggle") { show.toggle() }
                    }
                }
            }
            """).expectSuccess(":launch Shell --single-pass\n:wait 3s")
        #expect(s.texts.contains("ticks 3"))
        s.expectSuccess(":tap Toggle\n:wait 2s\n:tap Toggle\n:wait 2s")
        #expect(s.printed == ["appear", "disappear", "appear"])
        #expect(s.texts.contains("ticks 2"))
    }

    /// The toast pattern: `DispatchQueue.main.asyncAfter` clears a message
    /// two seconds later; the text appears and disappears with it.
    @Test("a toast cleared by asyncAfter appears and disappears")
    func toastClearedLater() {
        let s = Scenario("""
            import SwiftUI
            struct Toast: View {
                @State private var message: String?
                var body: some View {
                    VStack {
                        Button("Save") {
                            message = "Saved"
                            DispatchQueue.main.asyncAfter(deadline: .now() + 2) { message = nil }
                        }
                        if let message { Text(message).onAppear { print("shown") }.onDisappear { print("gone") } }
                    }
                }
            }
            """).expectSuccess(":launch Toast --single-pass\n:tap Save\n:wait 1s")
        #expect(s.texts.contains("Saved"))
        s.expectSuccess(":wait 1500ms")
        #expect(s.printed == ["shown", "gone"])
        #expect(!s.texts.contains("Saved"))
    }

    /// Apple documentation, "Task — Cancellation": a cancelled task's
    /// `Task.sleep` throws and `Task.isCancelled` is true; an @Observable
    /// countdown that keeps its Task stops where it was, and starting
    /// again runs to zero.
    @Test("an @Observable countdown cancels and restarts its task")
    func observableCountdown() {
        let s = Scenario("""
            import SwiftUI
            import Observation
            @Observable final class Countdown {
                var remaining = 3
                var isRunning = false
                private var task: Task<Void, Never>?
                func start() {
                    isRunning = true
                    task = Task { @MainActor in
                        while remaining > 0 && !Task.isCancelled {
                            try? await Task.sleep(for: .seconds(1))
                            if Task.isCancelled { break }
                            remaining -= 1
                        }
                        isRunning = false
                        print("ended at", remaining)
                    }
                }
                func stop() { task?.cancel() }
            }
            struct CountdownView: View {
                @State private var countdown = Countdown()
                var body: some View {
                    VStack {
                        Text("\\(countdown.remaining) left")
                        Button(countdown.isRunning ? "Stop" : "Start") { countdown.isRunning ? countdown.stop() : countdown.start() }
                    }
                }
            }
            """).expectSuccess(":launch CountdownView --single-pass\n:tap Start\n:wait 1500ms\n:tap Stop\n:wait 1s")
        #expect(s.texts.contains("2 left"))
        s.expectSuccess(":tap Start\n:wait 5s")
        #expect(s.printed == ["ended at 2", "ended at 0"])
        #expect(s.texts.contains("0 left"))
    }

    /// Apple documentation, "environmentObject(_:)": the object is in the
    /// environment of the view's whole subtree; a sheet presented from
    /// inside it reads it too (iOS 14 and later).
    @Test("an environment object reaches a sheet presented below it")
    func environmentObjectReachesASheet() {
        let s = Scenario("""
            import SwiftUI
            final class Session: ObservableObject { @Published var user = "Ada" }
            struct Profile: View {
                @EnvironmentObject var session: Session
                var body: some View { Text("User \\(session.user)") }
            }
            struct Home: View {
                @State private var show = false
                var body: some View {
                    Button("Show") { show = true }
                        .sheet(isPresented: $show) { Profile() }
                }
            }
            struct AppRoot: View {
                @StateObject private var session = Session()
                var body: some View { NavigationStack { Home() }.environmentObject(session) }
            }
            """).expectSuccess(":launch AppRoot --single-pass\n:tap Show")
        #expect(ControlTexts.onScreen(s.session.viewTree()).contains("User Ada"))
    }

    /// Apple documentation, "ForEach — init(_:content:) with a binding"
    /// (`ForEach($items) { $item in … }`): each row edits its element in
    /// the array; deleting a row leaves the others' bindings on their own
    /// elements (identified by id, not position).
    @Test("rows bound into an array keep their elements across a delete")
    func boundRowsAcrossDelete() {
        let s = Scenario("""
            import SwiftUI
            struct Item: Identifiable { let id: Int; var title: String; var done = false }
            struct ItemRow: View {
                @Binding var item: Item
                var body: some View { Toggle(item.title, isOn: $item.done) }
            }
            struct Checklist: View {
                @State private var items = [Item(id: 1, title: "Pack"), Item(id: 2, title: "Lock"), Item(id: 3, title: "Go")]
                var body: some View {
                    List {
                        ForEach($items) { $item in ItemRow(item: $item) }
                            .onDelete { items.remove(atOffsets: $0) }
                        Text("\\(items.filter(\\.done).count) done, \\(items.map(\\.title).joined(separator: ","))")
                    }
                }
            }
            """).expectSuccess(":launch Checklist --single-pass\n:toggle Lock\n:delete Pack\n:toggle Go")
        #expect(s.texts.contains("2 done, Lock,Go"))
    }

    /// WWDC23 "Discover Observation in SwiftUI": rows holding @Observable
    /// items update alone when their item changes; appending to the store's
    /// array re-renders the list (which read it) and builds only the new
    /// row — the old rows' inputs are the same objects.
    @Test("@Observable rows: a toggle updates one row, an append builds one")
    func observableRows() {
        let s = Scenario("""
            import SwiftUI
            import Observation
            @Observable final class TodoItem: Identifiable {
                let id: Int
                var title: String
                var done = false
                init(id: Int, title: String) { self.id = id; self.title = title }
            }
            @Observable final class TodoStore {
                var items: [TodoItem] = [TodoItem(id: 1, title: "A"), TodoItem(id: 2, title: "B")]
            }
            struct Row: View {
                let item: TodoItem
                var body: some View {
                    let _ = print("Row \\(item.title)")
                    Button("\\(item.title) \\(item.done ? "done" : "open")") { item.done.toggle() }
                }
            }
            struct TodoList: View {
                @State private var store = TodoStore()
                var body: some View {
                    let _ = print("TodoList")
                    VStack {
                        ForEach(store.items) { Row(item: $0) }
                        Button("Add") { store.items.append(TodoItem(id: 3, title: "C")) }
                    }
                }
            }
            """).expectSuccess(":launch TodoList --single-pass\n:tap A open\n:tap Add")
        #expect(s.printed == ["TodoList", "Row A", "Row B", "Row A", "TodoList", "Row C"])
        #expect(s.texts.contains("A done"))
    }
}
