import LiveRuntime
import StateLabTestSupport
import Testing

/// Tasks: `.task`, `.task(id:)` and unstructured `Task { }` in views.
@Suite("Corpus: Tasks")
struct TasksCorpusTests {
    /// Apple documentation, `task(priority:_:)`
    /// (https://developer.apple.com/documentation/swiftui/view/task(priority:_:)):
    /// "Adds an asynchronous task to perform before this view appears";
    /// "SwiftUI will automatically cancel the task at some point after the
    /// view disappears before the action completes."
    @Test("task: starts with the view and is cancelled when the view disappears")
    func taskCancelledOnDisappear() {
        let s = Scenario("""
            import SwiftUI
            struct Downloader: View {
                var body: some View {
                    Text("downloading")
                        .task {
                            print("download started")
                            do {
                                try await Task.sleep(for: .seconds(5))
                                print("download finished")
                            } catch {
                                print("download cancelled")
                            }
                        }
                }
            }
            struct Files: View {
                @State private var downloading = true
                var body: some View {
                    VStack {
                        Button("Cancel download") { downloading = false }
                        if downloading { Downloader() }
                    }
                }
            }
            """).expectSuccess(":launch Files --single-pass")
        #expect(s.printed == ["download started"])
        s.expectSuccess(":wait 1s\n:tap \"Cancel download\"\n:wait 10s")
        #expect(s.printed == ["download started", "download cancelled"])
    }

    /// Apple documentation, `task(priority:_:)`: a task whose view stays on
    /// screen is not cancelled and runs to completion.
    @Test("task: a task of a view that stays runs to its end")
    func taskRunsToCompletion() {
        let s = Scenario("""
            import SwiftUI
            struct Weather: View {
                @State private var forecast = "loading"
                var body: some View {
                    Text(forecast)
                        .task {
                            try? await Task.sleep(for: .seconds(2))
                            forecast = "sunny"
                        }
                }
            }
            """).expectSuccess(":launch Weather --single-pass\n:wait 1s")
        #expect(s.texts.contains("loading"))
        s.expectSuccess(":wait 1s")
        #expect(s.texts.contains("sunny"))
    }

    /// Apple documentation, `task(id:priority:_:)`
    /// (https://developer.apple.com/documentation/swiftui/view/task(id:priority:_:)):
    /// "Adds a task to perform before this view appears or when a specified
    /// value changes" — a change of `id` cancels the running task and
    /// starts a new one.
    @Test("task(id:): a new id cancels the running task and starts another")
    func taskIDRestarts() {
        let s = Scenario("""
            import SwiftUI
            struct Search: View {
                @State private var query = "a"
                var body: some View {
                    Button("Refine") { query += "b" }
                        .task(id: query) {
                            print("search", query)
                            do {
                                try await Task.sleep(for: .seconds(3))
                                print("results", query)
                            } catch {
                                print("stopped")
                            }
                        }
                }
            }
            """).expectSuccess(":launch Search --single-pass\n:wait 1s\n:tap Refine\n:wait 5s")
        #expect(s.printed.first == "search a")
        #expect(Set(s.printed.dropFirst()) == ["stopped", "search ab", "results ab"], "\(s.printed)")
        #expect(s.printed.last == "results ab" && !s.printed.contains("results a"))
    }

    /// Apple documentation, `task(id:priority:_:)`: the task restarts only
    /// "when a specified value changes"; a parent update that leaves the id
    /// as it was does not restart it.
    @Test("task(id:): an update with the same id does not restart the task")
    func taskIDSameValueKeepsTask() {
        let s = Scenario("""
            import SwiftUI
            struct Profile: View {
                let userID: Int
                var body: some View {
                    Text("user \\(userID)")
                        .task(id: userID) { print("load user", userID) }
                }
            }
            struct Team: View {
                @State private var refreshes = 0
                var body: some View {
                    VStack {
                        Button("Refresh") { refreshes += 1 }
                        Text("refreshed \\(refreshes)")
                        Profile(userID: 7)
                    }
                }
            }
            """).expectSuccess(":launch Team --single-pass\n:tap Refresh\n:tap Refresh")
        #expect(s.printed == ["load user 7"])
    }

    /// Branton Boehm, "Using SwiftUI's .task instead of .onAppear"
    /// (https://www.brantonboehm.com/code/swiftui-task-view-modifier-instead-of-onappear/):
    /// a `Task` made in `.onAppear` is "NOT cancelled when view
    /// disappears", and "each time the View appears, a new task will be
    /// created".
    @Test("Task in onAppear: not cancelled when the view disappears")
    func taskInOnAppearOutlivesView() {
        let s = Scenario("""
            import SwiftUI
            struct Uploader: View {
                var body: some View {
                    Text("uploading")
                        .onAppear {
                            Task {
                                try? await Task.sleep(for: .seconds(3))
                                print("upload ended, cancelled:", Task.isCancelled)
                            }
                        }
                }
            }
            struct Drive: View {
                @State private var uploading = true
                var body: some View {
                    VStack {
                        Button("Leave") { uploading = false }
                        if uploading { Uploader() }
                    }
                }
            }
            """).expectSuccess(":launch Drive --single-pass\n:wait 1s\n:tap Leave\n:wait 5s")
        #expect(s.printed == ["upload ended, cancelled: false"])
    }

    /// Branton Boehm, "Using SwiftUI's .task instead of .onAppear": with
    /// `Task { }` in `.onAppear`, every appearance makes another task — a
    /// screen pushed twice has two running.
    @Test("Task in onAppear: each appearance starts another task")
    func taskInOnAppearPerAppearance() {
        let s = Scenario("""
            import SwiftUI
            struct Player: View {
                var body: some View {
                    Text("playing")
                        .onAppear {
                            Task {
                                print("stream opened")
                                try? await Task.sleep(for: .seconds(60))
                                print("stream closed")
                            }
                        }
                }
            }
            struct Music: View {
                var body: some View {
                    NavigationStack { NavigationLink("Play") { Player() } }
                }
            }
            """).expectSuccess(":launch Music --single-pass\n:tap Play\n:back\n:tap Play\n:wait 1s")
        #expect(s.printed == ["stream opened", "stream opened"])
    }

    /// "Why isn't a Task automatically cancelled when a View disappears?"
    /// (a question and its answer, mirrored at
    /// https://coderapp.vercel.app/answer/76949449): SwiftUI cancels the
    /// task of the `.task` modifier, but a `Task { }` created inside it is
    /// a new top-level task and keeps running after the view is gone.
    @Test("task: a Task { } made inside .task is not cancelled with the view")
    func unstructuredTaskInsideTaskModifierSurvives() {
        let s = Scenario("""
            import SwiftUI
            struct Child: View {
                var body: some View {
                    Text("child")
                        .task {
                            Task {
                                try? await Task.sleep(for: .seconds(3))
                                print("inner ended, cancelled:", Task.isCancelled)
                            }
                        }
                }
            }
            struct Parent: View {
                var body: some View {
                    NavigationStack { NavigationLink("Show child") { Child() } }
                }
            }
            """).expectSuccess(":launch Parent --single-pass\n:tap \"Show child\"\n:wait 1s\n:back\n:wait 5s")
        #expect(s.printed == ["inner ended, cancelled: false"])
    }

    /// Apple documentation, `task(priority:_:)`, on a pushed screen: going
    /// back removes the destination, so its task is cancelled; Branton
    /// Boehm's post quotes the Swift documentation that a cancelled task
    /// may throw "an error like CancellationError".
    @Test("task: going back cancels the pushed screen's task and Task.checkCancellation throws")
    func backCancelsDestinationTask() {
        let s = Scenario("""
            import SwiftUI
            struct Poller: View {
                var body: some View {
                    Text("polling")
                        .task {
                            var polls = 0
                            do {
                                while true {
                                    try await Task.sleep(for: .seconds(1))
                                    try Task.checkCancellation()
                                    polls += 1
                                    print("poll", polls)
                                }
                            } catch is CancellationError {
                                print("polling cancelled after", polls)
                            } catch {
                                print("other error")
                            }
                        }
                }
            }
            struct Dashboard: View {
                var body: some View {
                    NavigationStack { NavigationLink("Live") { Poller() } }
                }
            }
            """).expectSuccess(":launch Dashboard --single-pass\n:tap Live\n:wait 2s\n:back\n:wait 3s")
        #expect(s.printed == ["poll 1", "poll 2", "polling cancelled after 2"])
    }

    /// Faganello, "The Essential Difference Between .task and .onAppear
    /// in SwiftUI" (https://blog.faganello.dev.br/the-essential-difference-between-task-and-onappear-in-swiftui):
    /// both run when the view is presented, and ".onAppear runs marginally
    /// before .task".
    @Test("Faganello: onAppear runs before the task of the same view, whatever the modifier order")
    func onAppearBeforeTask() {
        let s = Scenario("""
            import SwiftUI
            struct Article: View {
                var body: some View {
                    Text("article")
                        .task { print("task") }
                        .onAppear { print("onAppear") }
                }
            }
            """).expectSuccess(":launch Article --single-pass")
        #expect(s.printed == ["onAppear", "task"])
    }
}
