import LiveRuntime
import StateLabTestSupport
import Testing

/// DESIGN §3, observation: one test per rule.
@Suite("Observation (O1–O4)")
struct ObservationRuleTests {
    @Test("O1: every @Published write sends objectWillChange first")
    func o1() {
        let s = Scenario("""
            import Combine
            final class Feed: ObservableObject {
                @Published var count = 0
            }
            let feed = Feed()
            let subscription = feed.objectWillChange.sink { print("will change, count is still", feed.count) }
            feed.count = 1
            feed.count = 2
            """)
        #expect(s.printed == ["will change, count is still 0", "will change, count is still 1"])
    }

    /// Apple's `ObservableObject` documentation: the synthesized publisher
    /// "emits the changed value before any of its @Published properties
    /// changes" — for the whole object, so every observing view redraws,
    /// whichever property it reads; an unpublished write, or a holder that
    /// does not observe, redraws nothing.
    @Test("O1: objectWillChange is for the whole object; unpublished writes and plain holders are silent")
    func o1WholeObject() {
        let s = Scenario("""
            import SwiftUI
            final class Parcel: ObservableObject {
                @Published var status = "packed"
                @Published var stops = 0
                var note = ""
                var eta = "today" { willSet { objectWillChange.send() } }
            }
            struct StatusLine: View {
                @ObservedObject var parcel: Parcel
                var body: some View { Text(parcel.status) }
            }
            struct StopLine: View {
                let parcel: Parcel
                var body: some View { Text("\\(parcel.stops)") }
            }
            struct Screen: View {
                @StateObject var parcel = Parcel()
                var body: some View {
                    VStack {
                        Button("Stop") { parcel.stops += 1 }
                        Button("Note") { parcel.note = "fragile" }
                        Button("Delay") { parcel.eta = "tomorrow" }
                        StatusLine(parcel: parcel)
                        StopLine(parcel: parcel)
                    }
                }
            }
            """).expectSuccess(":launch Screen --single-pass\n:tap Stop\n:tap Note\n:tap Delay")
        #expect(s.bodyCount("StatusLine", in: s.events(after: "tap \"Stop")) == 1, "it does not read stops, and redraws")
        #expect(s.bodyCount("StopLine", in: s.events(after: "tap \"Stop")) == 0, "the same object is not a new value")
        #expect(s.bodyCount("Screen", in: s.events(after: "tap \"Note")) == 0)
        #expect(s.bodyCount("StatusLine", in: s.events(after: "tap \"Delay")) == 1, "a hand-sent objectWillChange")
    }

    @Test("O2: @Observable tracks stored properties one by one; @ObservationIgnored ones are not tracked")
    func o2() {
        let s = Scenario("""
            import SwiftUI
            import Observation
            @Observable final class Stats {
                var views = 0
                var likes = 0
                @ObservationIgnored var cache = 0
            }
            struct LikesLabel: View {
                let stats: Stats
                var body: some View { Text("likes \\(stats.likes) cache \\(stats.cache)") }
            }
            struct Screen: View {
                @State var stats = Stats()
                var body: some View {
                    VStack {
                        LikesLabel(stats: stats)
                        Button("View") { stats.views += 1 }
                        Button("Like") { stats.likes += 1 }
                        Button("Cache") { stats.cache += 1 }
                    }
                }
            }
            """).expectSuccess(":launch Screen --single-pass\n:tap View\n:tap Like\n:tap Cache")
        #expect(s.bodyCount("LikesLabel", in: s.events(after: "tap \"View")) == 0, "views is never read by LikesLabel")
        #expect(s.bodyCount("LikesLabel", in: s.events(after: "tap \"Like")) == 1)
        #expect(s.bodyCount("LikesLabel", in: s.events(after: "tap \"Cache")) == 0)
    }

    /// Apple's "Migrating from the Observable Object protocol to the
    /// Observable macro": a view that only passes the model on is not
    /// updated by its changes; `.environment(_:)` with
    /// `@Environment(Type.self)` shares one instance.
    @Test("O2: a body that reads no property is not re-evaluated; the environment carries the one instance")
    func o2Owners() {
        let s = Scenario("""
            import SwiftUI
            import Observation
            @Observable final class Plot {
                var beans = 0
                init() { print("Plot.init") }
            }
            struct Row: View {
                @Environment(Plot.self) private var plot
                var body: some View { Text("beans \\(plot.beans)") }
            }
            struct Allotment: View {
                @State private var plot = Plot()
                var body: some View {
                    VStack {
                        Button("Sow") { plot.beans += 1 }
                        Row()
                    }
                    .environment(plot)
                }
            }
            """).expectSuccess(":launch Allotment --single-pass\n:tap Sow")
        #expect(s.bodyCount("Allotment", in: s.events(after: "tap \"Sow")) == 0, "owning is not reading")
        #expect(s.bodyCount("Row", in: s.events(after: "tap \"Sow")) == 1)
        #expect(s.printed == ["Plot.init"])
        #expect(LibraryScenarioTests.texts(s.session.viewTree()).contains("beans 1"))
    }

    @Test("O3: a class may be both ObservableObject and @Observable")
    func o3() {
        let s = Scenario("""
            import SwiftUI
            import Observation
            @Observable final class Hybrid: ObservableObject {
                var name = "abc"
                init() { print("Hybrid.init") }
            }
            struct Owner: View {
                @StateObject var hybrid = Hybrid()
                var body: some View {
                    VStack {
                        Text(hybrid.name)
                        Button("Rename") { hybrid.name = "xyz" }
                    }
                }
            }
            struct Host: View {
                @State var n = 0
                var body: some View {
                    VStack {
                        Button("Rerender") { n += 1 }
                        Owner()
                    }
                }
            }
            """).expectSuccess(":launch Host --single-pass\n:tap Rerender\n:tap Rename")
        #expect(s.printed == ["Hybrid.init"], "@StateObject's laziness, kept")
        #expect(s.bodyCount("Owner", in: s.events(after: "tap \"Rename")) == 1, "@Observable's tracking, kept")
    }

    @Test("O4: a @Published write from a global queue prints SwiftUI's warning")
    func o4() {
        let s = Scenario("""
            import Foundation
            final class Loader: ObservableObject {
                @Published var done = false
            }
            let loader = Loader()
            DispatchQueue.global().async { loader.done = true }
            DispatchQueue.main.async { print("main:", loader.done) }
            """)
        #expect(s.printed.first == "Publishing changes from background threads is not allowed; make sure to publish values from the main thread (via operators like receive(on:)) on model updates.")
        #expect(s.printed.last == "main: true")
    }

    /// The bootcamp lesson (seed 004): dispatch back to the main queue
    /// before setting @Published properties; a `@MainActor` model writes
    /// after `await` on the main actor.
    @Test("O4: writes hopped to the main queue, or made on the main actor after await, do not warn")
    func o4MainThread() {
        let s = Scenario("""
            import SwiftUI
            import Foundation
            final class Loader: ObservableObject {
                @Published var a = 0
                @Published var b = 0
                func hop() {
                    DispatchQueue.global().async {
                        DispatchQueue.main.async { self.a = 1 }
                        Task { @MainActor in self.b = 1 }
                    }
                }
            }
            @MainActor final class AsyncLoader: ObservableObject {
                @Published var c = 0
                func load() async {
                    try? await Task.sleep(for: .milliseconds(100))
                    c = 1
                }
            }
            struct Screen: View {
                @StateObject var loader = Loader()
                @StateObject var asyncLoader = AsyncLoader()
                var body: some View {
                    Button("Go \\(loader.a) \\(loader.b) \\(asyncLoader.c)") { loader.hop() }
                        .task { await asyncLoader.load() }
                }
            }
            """).expectSuccess(":launch Screen --single-pass\n:tap Go 0 0 0\n:settle")
        #expect(s.events.filter { if case .warning = $0.kind { return true }; return false }.isEmpty)
        #expect(LibraryScenarioTests.texts(s.session.viewTree()).contains("Go 1 1 1"))
    }
}
