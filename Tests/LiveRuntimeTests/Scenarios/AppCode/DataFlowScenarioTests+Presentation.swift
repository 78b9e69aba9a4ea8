import LiveRuntime
import StateLabTestSupport
import Testing

/// The second half of the app-style data-flow scenarios (DataFlowScenarioTests.swift):
/// a `.task(id:)` search, `@ObservationIgnored`, `onChange` chains, `ForEach($items)`
/// rows, `Binding(get:set:)`, `navigationDestination(isPresented:)` and an
/// `@Observable` model in the environment.
extension DataFlowScenarioTests {
    /// `.task(id: query)`: each keystroke cancels the sleeping search; the
    /// cancelled task reads the state's live value when it wakes (V3a).
    @Test(".task(id:) search: typing cancels the pending search")
    func taskIDSearchCancels() {
        let s = Scenario("""
            import SwiftUI

            struct CitySearch: View {
                @State private var query = ""
                @State private var results: [String] = []
                let cities = ["Paris", "Parma", "Porto", "Prague"]
                var body: some View {
                    VStack {
                        TextField("City", text: $query)
                        ForEach(results, id: \\.self) { Text($0) }
                    }
                    .task(id: query) {
                        guard !query.isEmpty else { return }
                        do {
                            try await Task.sleep(for: .milliseconds(300))
                        } catch {
                            print("cancelled search for \\(query)")
                            return
                        }
                        results = cities.filter { $0.hasPrefix(query) }
                        print("searched \\(query): \\(results.count)")
                    }
                }
            }
            """).expectSuccess(":launch CitySearch --single-pass\n:type City P\n:wait 100ms\n:type City Pa\n:wait 100ms\n:type City Par\n:wait 400ms")
        #expect(s.printed == ["cancelled search for Pa", "cancelled search for Par", "searched Par: 2"])
        #expect(s.texts.contains("Parma"))
    }

    /// `@ObservationIgnored` is not tracked: writing it runs no body; the
    /// next body run shows it.
    @Test("@ObservationIgnored writes run no body")
    func observationIgnored() {
        let s = Scenario("""
            import SwiftUI
            import Observation

            @Observable final class Player {
                var score = 0
                @ObservationIgnored var taps = 0
            }

            struct Scoreboard: View {
                @State private var player = Player()
                var body: some View {
                    let _ = print("body: score \\(player.score), taps \\(player.taps)")
                    VStack {
                        Button("Tap") { player.taps += 1 }
                        Button("Score") { player.score += 1 }
                    }
                }
            }
            """).expectSuccess(":launch Scoreboard --single-pass\n:tap Tap\n:tap Tap\n:tap Score")
        #expect(s.printed == ["body: score 0, taps 0", "body: score 1, taps 2"])
    }

    /// `onChange` runs after the update that changed its value, and a
    /// write in it starts another update whose own `onChange` follows.
    @Test("an onChange writing another state chains a second update")
    func onChangeChain() {
        let s = Scenario("""
            import SwiftUI

            struct Converter: View {
                @State private var celsius = 0.0
                @State private var fahrenheit = 32.0
                var body: some View {
                    let _ = print("body \\(celsius) \\(fahrenheit)")
                    VStack {
                        Stepper("Celsius", value: $celsius, in: -50...50, step: 10)
                        Text("\\(fahrenheit) F")
                    }
                    .onChange(of: celsius) { old, new in
                        print("celsius \\(old) -> \\(new)")
                        fahrenheit = new * 9 / 5 + 32
                    }
                    .onChange(of: fahrenheit) { old, new in
                        print("fahrenheit \\(old) -> \\(new)")
                    }
                }
            }
            """).expectSuccess(":launch Converter --single-pass\n:increment Celsius")
        #expect(s.printed == ["body 0.0 32.0", "body 10.0 32.0", "celsius 0.0 -> 10.0", "body 10.0 50.0", "fahrenheit 32.0 -> 50.0"])
    }

    /// Rows holding `ForEach($tasks)` bindings read the array through
    /// them: a write to one element re-runs every row that read (SwiftUI's
    /// `Binding` box reports its location changed and read), and the list
    /// that reads the array.
    @Test("toggling a row of ForEach($tasks) re-runs the list and the rows that read the array")
    func forEachBindingRows() {
        let s = Scenario("""
            import SwiftUI

            struct Task1: Identifiable {
                let id: Int
                var title: String
                var done = false
            }

            struct TaskRow: View {
                @Binding var task: Task1
                var body: some View {
                    let _ = print("row \\(task.id) body")
                    Toggle(task.title, isOn: $task.done)
                }
            }

            struct Checklist: View {
                @State private var tasks = [Task1(id: 1, title: "Pack"), Task1(id: 2, title: "Book taxi")]
                var remaining: Int { tasks.filter { !$0.done }.count }
                var body: some View {
                    let _ = print("list body")
                    VStack {
                        ForEach($tasks) { $task in
                            TaskRow(task: $task)
                        }
                        Text("\\(remaining) left")
                    }
                }
            }
            """).expectSuccess(":launch Checklist --single-pass\n:toggle Pack")
        #expect(s.printed == ["list body", "row 1 body", "row 2 body", "list body", "row 1 body", "row 2 body"])
        #expect(s.texts.contains("1 left"))
    }

    /// `Binding(get:set:)` calls its getter once when made (OpenSwiftUI's
    /// `init(get:set:)`: `self.init(value: get(), location: box)`), so a
    /// body making one reads what the getter reads and runs again when
    /// the toggle's setter writes it.
    @Test("Binding(get:set:) reads its getter when made: the body making it depends on it")
    func computedBindingGetterRunsWhenMade() {
        let s = Scenario("""
            import SwiftUI

            struct VolumeView: View {
                @State private var level = 3
                var body: some View {
                    let _ = print("VolumeView body")
                    let muted = Binding<Bool>(
                        get: { print("get muted"); return level == 0 },
                        set: { level = $0 ? 0 : 3 }
                    )
                    VStack {
                        Toggle("Mute", isOn: muted)
                    }
                }
            }
            """).expectSuccess(":launch VolumeView --single-pass")
        #expect(s.printed == ["VolumeView body", "get muted"])
        s.expectSuccess(":toggle Mute")
        #expect(s.bodyCount("VolumeView", in: s.events(after: "toggle")) == 1)
    }

    /// `navigationDestination(isPresented:)` builds its destination with
    /// the body, before anything is presented, and pushes that value
    /// (alfonsoft.dev, "A SwiftUI Navigation Destination Surprise": the
    /// subview "is instantiated when the parent view's body is evaluated"
    /// and reused across repeated navigations); its state is fresh each push.
    @Test("navigationDestination(isPresented:) builds its destination with the body")
    func presentedDestinationIsEager() {
        let s = Scenario("""
            import SwiftUI

            struct Probe {
                init(_ text: String) { print(text) }
            }

            struct SubView: View {
                private let probe = Probe("SubView init")
                var body: some View { Text("Subview") }
            }

            struct MainView: View {
                @State private var showing = false
                var body: some View {
                    let _ = print("MainView body")
                    NavigationStack {
                        Button("To subview") { showing = true }
                            .navigationDestination(isPresented: $showing) { SubView() }
                    }
                }
            }
            """).expectSuccess(":launch MainView --single-pass")
        #expect(s.printed == ["MainView body", "SubView init"])
        s.expectSuccess(":tap To subview\n:back\n:tap To subview")
        #expect(s.printed == ["MainView body", "SubView init"])
        #expect(s.texts.contains("Subview"))
    }

    /// `.environment(model)` with `@Environment(Session.self)`: the view
    /// reading `user` runs again, the one only writing it does not.
    @Test("an @Observable model in the environment re-runs its readers only")
    func observableInEnvironment() {
        let s = Scenario("""
            import SwiftUI
            import Observation

            @Observable final class Session {
                var user: String? = nil
            }

            struct LoginButton: View {
                @Environment(Session.self) private var session
                var body: some View {
                    let _ = print("LoginButton body")
                    Button("Log in") { session.user = "ann" }
                }
            }

            struct Greeting: View {
                @Environment(Session.self) private var session
                var body: some View {
                    let _ = print("Greeting body")
                    Text(session.user.map { "Hi \\($0)" } ?? "Signed out")
                }
            }

            struct RootView: View {
                @State private var session = Session()
                var body: some View {
                    let _ = print("RootView body")
                    VStack {
                        Greeting()
                        LoginButton()
                    }
                    .environment(session)
                }
            }
            """).expectSuccess(":launch RootView --single-pass\n:tap Log in")
        #expect(s.printed == ["RootView body", "Greeting body", "LoginButton body", "Greeting body"])
        #expect(s.texts.contains("Hi ann"))
    }
}
