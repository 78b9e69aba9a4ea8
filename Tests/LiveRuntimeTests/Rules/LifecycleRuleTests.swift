import LiveRuntime
import StateLabTestSupport
import Testing

/// DESIGN §3, lifecycle: one test per rule.
@Suite("Lifecycle (L1–L4)")
struct LifecycleRuleTests {
    @Test("L1: appearance actions run deepest first, in modifier order; tasks start after all of them")
    func l1() {
        let s = Scenario("""
            import SwiftUI
            struct Inner: View {
                var body: some View {
                    Text("inner")
                        .task { print("task inner") }
                        .onAppear { print("appear inner") }
                }
            }
            struct Outer: View {
                @State var ready = false
                var body: some View {
                    VStack {
                        Inner()
                        Text("sibling").onAppear { print("appear sibling") }
                    }
                    .onChange(of: ready, initial: true) { print("change outer") }
                    .onAppear { print("appear outer") }
                    .task { print("task outer") }
                }
            }
            """).expectSuccess(":launch Outer --single-pass")
        #expect(s.printed == ["appear inner", "appear sibling", "change outer", "appear outer", "task inner", "task outer"])
    }

    @Test("L2: .task starts after appearing, is cancelled on disappearing; .task(id:) restarts on a new id")
    func l2() {
        let s = Scenario("""
            import SwiftUI
            struct Ticker: View {
                let id: Int
                var body: some View {
                    Text("ticker \\(id)")
                        .task(id: id) {
                            print("start", id)
                            do {
                                try await Task.sleep(for: .seconds(10))
                                print("finished", id)
                            } catch {
                                print("cancelled", id)
                            }
                        }
                }
            }
            struct Host: View {
                @State var id = 1
                @State var shown = true
                var body: some View {
                    VStack {
                        Button("Next") { id += 1 }
                        Button("Hide") { shown = false }
                        if shown { Ticker(id: id) }
                    }
                }
            }
            """).expectSuccess(":launch Host --single-pass\n:tap Next\n:tap Hide\n:settle")
        #expect(s.printed == ["start 1", "cancelled 1", "start 2", "cancelled 2"])
    }

    @Test("L3: onChange runs after an update in which the value differs, with old and new")
    func l3() {
        let s = Scenario("""
            import SwiftUI
            struct Watch: View {
                @State var value = 0
                var body: some View {
                    VStack {
                        Button("Same") { value = value }
                        Button("Up") { value += 1 }
                    }
                    .onChange(of: value) { old, new in print("changed", old, "->", new) }
                }
            }
            """).expectSuccess(":launch Watch --single-pass\n:tap Same\n:tap Up\n:tap Up")
        #expect(s.printed == ["changed 0 -> 1", "changed 1 -> 2"])
    }

    @Test("L4: Task { } runs on the next turn and is not cancelled by disappearance")
    func l4() {
        let s = Scenario("""
            import SwiftUI
            struct Starter: View {
                var body: some View {
                    Text("starter")
                        .onAppear {
                            Task {
                                print("task begins")
                                try? await Task.sleep(for: .seconds(1))
                                print("task ends, cancelled:", Task.isCancelled)
                            }
                            print("onAppear returns")
                        }
                }
            }
            struct Host: View {
                @State var shown = true
                var body: some View {
                    VStack {
                        Button("Hide") { shown = false }
                        if shown { Starter() }
                    }
                }
            }
            """).expectSuccess(":launch Host --single-pass\n:tap Hide\n:wait 2s")
        #expect(s.printed == ["onAppear returns", "task begins", "task ends, cancelled: false"])
    }

    /// The article on `_state.wrappedValue` inside `init()` (seed 001):
    /// a `Task` started in init captures the throwaway default, works on
    /// it, and keeps it alive until it ends; the screen shows the kept one.
    @Test("L4: a Task started in init works on the throwaway and keeps it alive until it ends")
    func l4TaskInInit() {
        let s = Scenario("""
            import SwiftUI
            import Observation
            @Observable final class Feed {
                static var made = 0
                let n: Int
                var items = 0
                init() { Feed.made += 1; n = Feed.made }
                deinit { print("deinit", n) }
                func fill() async {
                    print("fill", n)
                    try? await Task.sleep(for: .seconds(1))
                    items = 5
                    print("filled", n)
                }
            }
            struct FeedView: View {
                @State private var feed = Feed()
                let tag: Int
                init(tag: Int) {
                    self.tag = tag
                    let feed = _feed.wrappedValue
                    Task { await feed.fill() }
                }
                var body: some View { Text("feed \\(feed.n): \\(feed.items)") }
            }
            struct Host: View {
                @State private var tag = 0
                var body: some View {
                    VStack {
                        Button("Again") { tag += 1 }
                        FeedView(tag: tag)
                    }
                }
            }
            """).expectSuccess(":launch Host --single-pass\n:tap Again\n:tap Again\n:wait 2s")
        #expect(s.printed.filter { $0.hasPrefix("fill ") } == ["fill 1", "fill 2", "fill 3"])
        let filled2 = s.printed.firstIndex(of: "filled 2")
        let deinit2 = s.printed.firstIndex(of: "deinit 2")
        #expect(filled2 != nil && deinit2 != nil && filled2! < deinit2!, "the task kept #2 alive until it finished: \(s.printed)")
        #expect(LibraryScenarioTests.texts(s.session.viewTree()).contains("feed 1: 5"), "the screen shows the kept feed")
    }

    /// The article on `@StateObject` with parameters (seed 002) keeps
    /// cancellation inside the model: cancelling a task makes its
    /// `try await Task.sleep` throw, while `try?` swallows the error and the
    /// code after it runs at once.
    @Test("L4: a cancelled task's sleep throws; try? goes on and writes")
    func l4Cancellation() {
        let s = Scenario("""
            import SwiftUI
            @MainActor final class Loader {
                var stopping: Task<Void, Never>?
                var ignoring: Task<Void, Never>?
                func start() {
                    stopping = Task {
                        do { try await Task.sleep(for: .seconds(3)); print("stopping wrote") } catch { print("stopping stopped") }
                    }
                    ignoring = Task {
                        try? await Task.sleep(for: .seconds(3))
                        print("ignoring wrote, cancelled:", Task.isCancelled)
                    }
                }
                func cancel() { stopping?.cancel(); ignoring?.cancel() }
            }
            let loader = Loader()
            loader.start()
            DispatchQueue.main.asyncAfter(deadline: .now() + 1) { loader.cancel() }
            """).expectSuccess(":settle")
        #expect(s.printed == ["stopping stopped", "ignoring wrote, cancelled: true"])
    }
}
