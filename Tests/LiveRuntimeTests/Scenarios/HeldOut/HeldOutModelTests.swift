import LiveRuntime
import StateLabTestSupport
import Testing

/// Held-out scenarios on models driving views, written as app developers
/// write them: `.task(id:)` searches, `@Observable` objects in the
/// environment, streams and timers owned by a screen, `@AppStorage` shared
/// by tabs, async loading cancelled by Back. Expectations follow DESIGN V3a,
/// V7, L1–L4, O1–O2 and the seed articles 000 and 003.
@Suite("Held-out scenarios: models, tasks and observation")
struct HeldOutModelTests {
    @Test(".task(id:) cancels the running search when the query changes; onChange(initial:) sees old and new values")
    func searchTask() {
        let s = Scenario("""
            import SwiftUI
            struct Search: View {
                @State private var query = ""
                @State private var results: [String] = []
                var body: some View {
                    VStack {
                        TextField("Query", text: $query)
                        Text("results \\(results.joined(separator: ","))")
                    }
                    .onChange(of: query, initial: true) { old, new in print("change '\\(old)' -> '\\(new)'") }
                    .task(id: query) {
                        let asked = query
                        do {
                            try await Task.sleep(for: .milliseconds(300))
                            results = [asked + "1", asked + "2"]
                            print("done '\\(asked)'")
                        } catch {
                            print("cancelled '\\(asked)', query now '\\(query)'")
                        }
                    }
                }
            }
            """).expectSuccess(":launch Search --single-pass\n:type Query ca\n:wait 100ms\n:type Query cat\n:wait 400ms")
        #expect(s.texts.contains("results cat1,cat2"))
        #expect(s.printed == ["change '' -> ''", "change '' -> 'ca'", "cancelled '', query now 'ca'",
                              "change 'ca' -> 'cat'", "cancelled 'ca', query now 'cat'", "done 'cat'"])
    }

    static let store = """
        import SwiftUI
        @Observable final class Cart { var items: [String] = []; var coupon = "" }
        final class Prefs: ObservableObject { @Published var compact = false }
        struct Badge: View {
            @Environment(Cart.self) private var cart
            var body: some View { Text("\\(cart.items.count) items") }
        }
        struct CouponView: View {
            @Environment(Cart.self) private var cart
            var body: some View { Text("coupon \\(cart.coupon)") }
        }
        struct Shelf: View {
            @Environment(Cart.self) private var cart
            @EnvironmentObject var prefs: Prefs
            var body: some View {
                VStack {
                    Button("Add apple") { cart.items.append("apple") }
                    Button("Use coupon") { cart.coupon = "SAVE" }
                    Toggle("Compact", isOn: $prefs.compact)
                    Badge()
                    CouponView()
                }
            }
        }
        struct Store: View {
            @State private var cart = Cart()
            @StateObject private var prefs = Prefs()
            var body: some View { Shelf().environment(cart).environmentObject(prefs) }
        }
        struct Unwired: View {
            var body: some View { Shelf().environment(Cart()) }
        }
        """

    @Test("an @Observable object in the environment re-renders only the views that read the property written; an ObservableObject re-renders its owner and its observers")
    func environmentReaders() {
        let s = Scenario(Self.store).expectSuccess(":launch Store --single-pass\n:tap Add apple")
        #expect(["Store", "Shelf", "Badge", "CouponView"].map { s.bodyCount($0, in: s.events(after: "tap")) } == [0, 0, 1, 0])
        s.expectSuccess(":tap Use coupon")
        #expect(["Store", "Shelf", "Badge", "CouponView"].map { s.bodyCount($0, in: s.events(after: "tap")) } == [0, 0, 0, 1])
        s.expectSuccess(":toggle Compact")
        #expect(["Store", "Shelf", "Badge", "CouponView"].map { s.bodyCount($0, in: s.events(after: "toggle")) } == [1, 1, 0, 0])
        #expect(s.texts.contains("1 items") && s.texts.contains("coupon SAVE"))
    }

    @Test("a missing environmentObject stops the app with SwiftUI's message, at the line that uses it")
    func missingEnvironmentObject() {
        let s = Scenario(Self.store).run(":launch Unwired --single-pass")
        let messages = s.failures.flatMap(\.diagnostics).map(\.message)
        #expect(messages.contains { $0.contains("No ObservableObject of type Prefs found") }, "\(messages)")
    }

    @Test("a for-await loop over an AsyncStream in .task ends when the view leaves: the stream terminates")
    func asyncStreamEndsWithView() {
        let s = Scenario("""
            import SwiftUI
            @Observable final class Metronome {
                var beats = 0
                func ticks() -> AsyncStream<Int> {
                    AsyncStream { continuation in
                        let task = Task {
                            var n = 0
                            while !Task.isCancelled {
                                try? await Task.sleep(for: .seconds(1))
                                n += 1
                                continuation.yield(n)
                            }
                            continuation.finish()
                        }
                        continuation.onTermination = { _ in print("terminated"); task.cancel() }
                    }
                }
            }
            struct Beat: View {
                @State private var metronome = Metronome()
                var body: some View {
                    Text("beats \\(metronome.beats)")
                        .task {
                            for await beat in metronome.ticks() { metronome.beats = beat }
                            print("loop ended")
                        }
                }
            }
            struct Studio: View {
                @State private var playing = true
                var body: some View {
                    VStack {
                        if playing { Beat() }
                        Button("Stop") { playing = false }
                    }
                }
            }
            """).expectSuccess(":launch Studio --single-pass\n:wait 3s")
        #expect(s.texts.contains("beats 3"))
        s.expectSuccess(":tap Stop\n:settle")
        #expect(s.printed == ["terminated", "loop ended"])
    }

    @Test("a timer started in onAppear and stopped in onDisappear; pushing the link again reuses the object its eager destination made")
    func timerOwnedByPushedScreen() {
        let s = Scenario("""
            import SwiftUI
            @Observable final class Stopwatch {
                var elapsed = 0
                private var timer: Timer?
                func start() {
                    timer = Timer.scheduledTimer(withTimeInterval: 0.5, repeats: true) { [weak self] _ in self?.elapsed += 1 }
                }
                func stop() { timer?.invalidate(); timer = nil; print("stopped at \\(elapsed)") }
                deinit { print("deinit") }
            }
            struct WatchFace: View {
                @State private var watch = Stopwatch()
                var body: some View {
                    Text("elapsed \\(watch.elapsed)")
                        .onAppear { watch.start() }
                        .onDisappear { watch.stop() }
                }
            }
            struct Gym: View {
                var body: some View {
                    NavigationStack { NavigationLink("Workout") { WatchFace() } }
                }
            }
            """).expectSuccess(":launch Gym --single-pass\n:tap Workout\n:wait 2s\n:back\n:wait 2s")
        #expect(s.printed == ["stopped at 4"], "the invalidated timer no longer fires")
        s.expectSuccess(":tap Workout\n:wait 1s")
        // The link's destination was built once, with its @State default:
        // the new identity's storage starts from that same object (seed 003).
        #expect(s.texts.contains("elapsed 6") && !s.printed.contains("deinit"))
    }

    @Test("@AppStorage read by two tabs: a write in one shows in the other, survives a relaunch; TabView(selection:) moves programmatically")
    func appStorageAcrossTabs() {
        let s = Scenario("""
            import SwiftUI
            enum Tab: Hashable { case home, settings }
            struct HomeTab: View {
                @AppStorage("username") private var username = "guest"
                @State private var visits = 0
                let openSettings: () -> Void
                var body: some View {
                    VStack {
                        Text("hi \\(username)")
                        Button("Visit \\(visits)") { visits += 1 }
                        Button("Change name") { openSettings() }
                    }
                }
            }
            struct SettingsTab: View {
                @AppStorage("username") private var username = "guest"
                var body: some View { Form { TextField("Username", text: $username) } }
            }
            struct MainTabs: View {
                @State private var tab = Tab.home
                var body: some View {
                    TabView(selection: $tab) {
                        HomeTab { tab = .settings }
                            .tabItem { Label("Home", systemImage: "house") }
                            .tag(Tab.home)
                        SettingsTab()
                            .tabItem { Label("Settings", systemImage: "gear") }
                            .tag(Tab.settings)
                    }
                    .onChange(of: tab) { old, new in print("tab \\(old) -> \\(new)") }
                }
            }
            """).expectSuccess(":launch MainTabs --single-pass\n:tap Visit 0\n:tap Change name\n:type Username ada\n:tab Home")
        #expect(s.texts.contains("hi ada") && s.session.screen.buttons.contains("Visit 1"), "the home tab kept its state")
        #expect(s.printed == ["tab home -> settings", "tab settings -> home"])
        s.expectSuccess(":launch MainTabs --single-pass")
        #expect(s.texts.contains("hi ada") && s.session.screen.buttons.contains("Visit 0"))
    }

    @Test("a sheet reads the presenter's @Observable environment object; DispatchQueue.main.asyncAfter clears a message later")
    func sheetInheritsEnvironment() {
        let s = Scenario("""
            import SwiftUI
            @Observable final class Theme { var accent = "blue" }
            struct ThemeSheet: View {
                @Environment(Theme.self) private var theme
                @Environment(\\.dismiss) private var dismiss
                var body: some View {
                    VStack {
                        Text("accent \\(theme.accent)")
                        Button("Make red") { theme.accent = "red"; dismiss() }
                    }
                }
            }
            struct Palette: View {
                @State private var theme = Theme()
                @State private var editing = false
                @State private var message: String?
                var body: some View {
                    VStack {
                        Text("current \\(theme.accent)")
                        Button("Edit theme") { editing = true }
                        Button("Save") {
                            message = "Saved"
                            DispatchQueue.main.asyncAfter(deadline: .now() + 2) { message = nil }
                        }
                        if let message { Text(message) }
                    }
                    .sheet(isPresented: $editing) { ThemeSheet() }
                    .environment(theme)
                }
            }
            """).expectSuccess(":launch Palette --single-pass\n:tap Edit theme")
        #expect(s.texts.contains("accent blue"))
        s.expectSuccess(":tap Make red\n:tap Save\n:wait 1s")
        #expect(s.texts.contains("current red") && s.texts.contains("Saved"))
        s.expectSuccess(":wait 1s")
        #expect(!s.texts.contains("Saved"))
    }

    @Test("a @MainActor model's async load runs in .task(id:): Back cancels it; a switch over its phase swaps views; an ignored property re-renders nothing")
    func asyncLoadCancelledByBack() {
        let s = Scenario("""
            import SwiftUI
            enum Phase { case loading, loaded([String]) }
            @MainActor @Observable final class Feed {
                var phase = Phase.loading
                var refreshes = 0
                @ObservationIgnored var hits = 0
                func load() async {
                    phase = .loading
                    do {
                        try await Task.sleep(for: .milliseconds(500))
                        phase = .loaded(["a", "b"])
                    } catch {
                        print("load cancelled")
                    }
                }
            }
            struct FeedView: View {
                @State private var feed = Feed()
                var body: some View {
                    VStack {
                        switch feed.phase {
                        case .loading: ProgressView("Loading")
                        case .loaded(let items): Text("items \\(items.count)")
                        }
                        Button("Hit") { feed.hits += 1 }
                        Button("Refresh") { feed.refreshes += 1 }
                    }
                    .task(id: feed.refreshes) { await feed.load() }
                }
            }
            struct Host: View {
                var body: some View { NavigationStack { NavigationLink("Open feed") { FeedView() } } }
            }
            """).expectSuccess(":launch Host --single-pass\n:tap Open feed\n:wait 600ms")
        #expect(s.texts.contains("items 2"))
        s.expectSuccess(":tap Hit")
        #expect(s.bodyCount("FeedView", in: s.events(after: "tap")) == 0)
        s.expectSuccess(":tap Refresh")
        #expect(s.texts.contains("Loading"))
        s.expectSuccess(":back\n:settle")
        #expect(s.printed == ["load cancelled"])
    }

    @Test("@State's didSet runs for assignments in code and through Binding(get:set:), not for a field writing its $binding")
    func stateDidSet() {
        let s = Scenario("""
            import SwiftUI
            struct Profile: View {
                @State private var name = "Ada" { didSet { print("didSet \\(oldValue) -> \\(name)") } }
                var body: some View {
                    VStack {
                        TextField("Name", text: $name)
                        Button("Rename") { name = "Grace" }
                        Text("name \\(name)")
                        TextField("Upper", text: Binding(get: { name.uppercased() }, set: { name = $0.lowercased() }))
                    }
                }
            }
            """).expectSuccess(":launch Profile --single-pass\n:type Name Bob\n:tap Rename\n:type Upper ZED")
        #expect(s.texts.contains("name zed"))
        #expect(s.printed == ["didSet Bob -> Grace", "didSet Grace -> zed"])
    }

    @Test("@Observable elements of an array: each row re-renders for its own element; a renamed id is a new row")
    func observableElements() {
        let s = Scenario("""
            import SwiftUI
            @Observable final class Track { var title: String; var plays = 0; init(_ t: String) { title = t } }
            @Observable final class Shelf {
                var tracks = [Track("a"), Track("b")]
                var nowPlaying: Track?
            }
            struct NowPlaying: View {
                let shelf: Shelf
                var body: some View { Text("now \\(shelf.nowPlaying?.title ?? "-") \\(shelf.nowPlaying?.plays ?? 0)") }
            }
            struct TrackRow: View {
                let track: Track
                @State private var opened = false
                var body: some View { Button("\\(track.title) \\(track.plays) \\(opened)") { opened = true } }
            }
            struct Player: View {
                @State private var shelf = Shelf()
                var body: some View {
                    VStack {
                        NowPlaying(shelf: shelf)
                        ForEach(shelf.tracks, id: \\.title) { TrackRow(track: $0) }
                        Button("Play a") { shelf.nowPlaying = shelf.tracks[0]; shelf.tracks[0].plays += 1 }
                        Button("Rename b") { shelf.tracks[1].title = "c" }
                    }
                }
            }
            """).expectSuccess(":launch Player --single-pass\n:tap b 0 false\n:tap Play a")
        #expect(["Player", "NowPlaying", "TrackRow"].map { s.bodyCount($0, in: s.events(after: "tap")) } == [0, 1, 1])
        s.expectSuccess(":tap Rename b")
        #expect(s.bodyCount("Player", in: s.events(after: "tap")) == 1, "the ForEach's ids read the titles")
        #expect(s.session.screen.buttons.contains("c 0 false"), "another id: a new row with fresh state")
    }
}
