import LiveRuntime
import StateLabTestSupport
import Testing

/// More scenarios putting two seed articles' facts together: state read
/// in init, parameters that change, tasks, and who re-renders.
@Suite("Seed facts combined: flows")
struct SeedCombinationFlowTests {
    @Test("001 + parent render: _taps.wrappedValue in init reads the default 0 while the screen shows the live 3")
    func wrappedValueInInitAfterTaps() {
        let s = Scenario("""
            import SwiftUI
            struct Tally: View {
                @State private var taps = 0
                let name: String
                init(name: String) {
                    self.name = name
                    print("Tally.init", name, "wrappedValue", _taps.wrappedValue)
                }
                var body: some View {
                    VStack {
                        Text("\\(name) tapped \\(taps)")
                        Button("Tap") { taps += 1 }
                    }
                }
            }
            struct Scoreboard: View {
                @State private var half = 1
                var body: some View {
                    VStack {
                        Button("Next half") { half += 1 }
                        Tally(name: "half \\(half)")
                    }
                }
            }
            """).expectSuccess(":launch Scoreboard --single-pass\n:tap Tap\n:tap Tap\n:tap Tap\n:tap \"Next half\"")
        #expect(s.printed == ["Tally.init half 1 wrappedValue 0", "Tally.init half 2 wrappedValue 0"])
        #expect(s.texts.contains("half 2 tapped 3"))
    }

    @Test("001 + 000: a Task started in init loads each throwaway; the screen's object was loaded once")
    func taskInInitWorksOnThrowaways() {
        let s = Scenario("""
            import SwiftUI
            import Observation
            @Observable final class Loader {
                static var made = 0
                let n: Int
                var loads = 0
                init() { Loader.made += 1; n = Loader.made; print("Loader.init", n) }
                func load() async { loads += 1; print("Loader.load", n) }
            }
            struct Gallery: View {
                @State private var loader = Loader()
                let filter: String
                init(filter: String) {
                    self.filter = filter
                    let target = _loader.wrappedValue
                    Task { await target.load() }
                }
                var body: some View {
                    Text("\\(filter): loader \\(loader.n) loaded \\(loader.loads)")
                }
            }
            struct Photos: View {
                @State private var filter = 0
                var body: some View {
                    VStack {
                        Button("Filter") { filter += 1 }
                        Gallery(filter: "filter \\(filter)")
                    }
                }
            }
            """).expectSuccess(":launch Photos --single-pass\n:settle\n:tap Filter\n:settle\n:tap Filter\n:settle")
        #expect(s.printed == ["Loader.init 1", "Loader.load 1", "Loader.init 2", "Loader.load 2", "Loader.init 3", "Loader.load 3"])
        #expect(s.texts.contains("filter 2: loader 1 loaded 1"), "the kept object is the first; loads 2 and 3 went to objects nobody shows")
    }

    @Test("002: .task(id:) restarts when the parent passes a new id; the old task's sleep throws and never finishes")
    func taskIDRestartCancelsSleep() {
        let s = Scenario("""
            import SwiftUI
            struct Forecast: View {
                let city: String
                var body: some View {
                    Text("forecast for \\(city)")
                        .task(id: city) {
                            print("load", city)
                            do {
                                try await Task.sleep(for: .seconds(2))
                                print("loaded", city)
                            } catch {
                                print("cancelled", city, Task.isCancelled)
                            }
                        }
                }
            }
            struct Weather: View {
                @State private var city = "Oslo"
                var body: some View {
                    VStack {
                        Button("Bergen") { city = "Bergen" }
                        Forecast(city: city)
                    }
                }
            }
            """).expectSuccess(":launch Weather --single-pass\n:wait 1s\n:tap Bergen\n:wait 3s")
        #expect(s.printed == ["load Oslo", "cancelled Oslo true", "load Bergen", "loaded Bergen"])
    }

    @Test("002: a parameter change keeps the StateObject(wrappedValue:) object; .onChange(of:) tells it")
    func parameterChangeWithOnChange() {
        let s = Scenario("""
            import SwiftUI
            final class Profile: ObservableObject {
                @Published var userID: String
                @Published var loads = 0
                init(userID: String) { self.userID = userID; print("Profile.init", userID) }
                deinit { print("Profile.deinit", userID) }
                func switchTo(_ id: String) { userID = id; loads += 1; print("Profile.switch", id) }
            }
            struct ProfileCard: View {
                let userID: String
                @StateObject private var profile: Profile
                init(userID: String) {
                    self.userID = userID
                    _profile = StateObject(wrappedValue: Profile(userID: userID))
                }
                var body: some View {
                    Text("card \\(profile.userID) loads \\(profile.loads)")
                        .onChange(of: userID) { _, newID in profile.switchTo(newID) }
                }
            }
            struct Team: View {
                @State private var member = "ann"
                var body: some View {
                    VStack {
                        Button("Pick bob") { member = "bob" }
                        Button("Pick cy") { member = "cy" }
                        ProfileCard(userID: member)
                    }
                }
            }
            """).expectSuccess(":launch Team --single-pass\n:tap \"Pick bob\"\n:tap \"Pick cy\"")
        #expect(s.printed == ["Profile.init ann", "Profile.switch bob", "Profile.switch cy"])
        #expect(s.texts.contains("card cy loads 2"))
    }

    @Test("000: a model owned at the root and passed down: typing in a pushed @Bindable editor re-renders the root that reads it, not a sibling that does not")
    func rootOwnedModelEditedInPushedScreen() {
        let s = Scenario("""
            import SwiftUI
            import Observation
            @Observable final class Account {
                var nickname = "sam"
                var balance = 10
                init() { print("Account.init") }
            }
            struct NicknameEditor: View {
                @Bindable var account: Account
                var body: some View {
                    TextField("Nickname", text: $account.nickname)
                }
            }
            struct BalanceLabel: View {
                var account: Account
                var body: some View { Text("balance \\(account.balance)") }
            }
            struct Settings: View {
                @State private var account = Account()
                @State private var visits = 0
                var body: some View {
                    NavigationStack {
                        VStack {
                            Button("Visit") { visits += 1 }
                            Text("visits \\(visits)")
                            BalanceLabel(account: account)
                            NavigationLink("Edit nickname") { NicknameEditor(account: account) }
                            Text("hello \\(account.nickname)")
                        }
                    }
                }
            }
            """).expectSuccess(":launch Settings --single-pass\n:tap Visit\n:tap \"Edit nickname\"\n:type Nickname kim")
        #expect(s.printed == ["Account.init"], "the root's render (Visit) does not make another: @State made it once")
        #expect(s.bodyCount("BalanceLabel", in: s.events(after: "type")) == 0, "reads balance only")
        #expect(s.bodyCount("Settings", in: s.events(after: "type")) >= 1, "reads nickname")
        s.expectSuccess(":back")
        #expect(s.texts.contains("hello kim"))
    }

    @Test("004 + 002: a @Published write in a Task.detached body warns as a background publish; MainActor.run, a @MainActor task or a @MainActor class do not")
    func detachedTaskPublishes() {
        let s = Scenario("""
            import SwiftUI
            final class Downloader: ObservableObject, @unchecked Sendable {
                @Published var progress = 0
                @Published var status = "idle"
                func startOnMain() {
                    Task { @MainActor in self.status = "started" }
                }
                func reportDetached() {
                    Task.detached { self.progress = 50 }
                }
                func finishOnMain() {
                    Task.detached {
                        await MainActor.run { self.status = "done" }
                    }
                }
            }
            @MainActor final class Uploader: ObservableObject {
                @Published var sent = 0
                func send() { sent += 1 }
            }
            struct DownloadView: View {
                @StateObject private var downloader = Downloader()
                @StateObject private var uploader = Uploader()
                var body: some View {
                    VStack {
                        Text("progress \\(downloader.progress) \\(downloader.status) sent \\(uploader.sent)")
                        Button("Start") { downloader.startOnMain() }
                        Button("Report") { downloader.reportDetached() }
                        Button("Finish") { downloader.finishOnMain() }
                        Button("Upload") {
                            let target = uploader
                            Task.detached { await target.send() }
                        }
                    }
                }
            }
            """).expectSuccess(":launch DownloadView --single-pass\n:tap Start\n:settle")
        let warning = "Publishing changes from background threads is not allowed"
        #expect(s.printed.isEmpty, "Task { @MainActor in } writes on the main actor")
        s.expectSuccess(":tap Report\n:settle")
        // A detached task inherits no actor (unlike Task { }), so its body
        // runs on the global executor, off the main thread (004's warning).
        #expect(s.printed.count == 1 && s.printed[0].hasPrefix(warning), "\(s.printed)")
        s.expectSuccess(":tap Finish\n:settle\n:tap Upload\n:settle")
        #expect(s.printed.count == 1, "MainActor.run and a @MainActor object's method run on the main actor: \(s.printed)")
        #expect(s.texts.contains("progress 50 done sent 1"))
    }

    @Test("000 + 001: an ObservableObject in @State is not observed: its @Published change shows only when a parent render runs the body again")
    func observableObjectInStateShownLate() {
        let s = Scenario("""
            import SwiftUI
            final class Inventory: ObservableObject {
                @Published var count = 0
                init() { print("Inventory.init") }
            }
            struct Stock: View {
                @State private var inventory = Inventory()
                let shelf: String
                var body: some View {
                    VStack {
                        Text("\\(shelf): \\(inventory.count)")
                        Button("Restock") { inventory.count += 1 }
                    }
                }
            }
            struct Store: View {
                @State private var aisle = 1
                var body: some View {
                    VStack {
                        Button("Next aisle") { aisle += 1 }
                        Stock(shelf: "aisle \\(aisle)")
                    }
                }
            }
            """).expectSuccess(":launch Store --single-pass\n:tap Restock\n:tap Restock")
        #expect(s.texts.contains("aisle 1: 0"), "000: @State watches the reference, not objectWillChange")
        #expect(s.bodyCount("Stock", in: s.events(after: "tap")) == 0)
        s.expectSuccess(":tap \"Next aisle\"")
        #expect(s.texts.contains("aisle 2: 2"), "the new shelf argument runs the body, which reads the kept object")
        #expect(s.printed == ["Inventory.init", "Inventory.init"], "the second init's default is a throwaway (001)")
    }

    @Test("002: StateObject(wrappedValue:) keeps one model while .task(id:) reloads it per room; the model's sleep is cancelled with the old task")
    func stateObjectWithTaskIDReload() {
        let s = Scenario("""
            import SwiftUI
            final class Messages: ObservableObject {
                @Published var shown = "none"
                init() { print("Messages.init") }
                func load(_ room: String) async {
                    print("load", room)
                    do {
                        try await Task.sleep(for: .seconds(1))
                        shown = room
                        print("shown", room)
                    } catch {
                        print("stop", room)
                    }
                }
            }
            struct Room: View {
                let room: String
                @StateObject private var messages: Messages
                init(room: String) {
                    self.room = room
                    _messages = StateObject(wrappedValue: Messages())
                }
                var body: some View {
                    Text("room \\(room) shows \\(messages.shown)")
                        .task(id: room) { await messages.load(room) }
                }
            }
            struct Chat: View {
                @State private var room = "a"
                var body: some View {
                    VStack {
                        Button("Room b") { room = "b" }
                        Button("Room c") { room = "c" }
                        Room(room: room)
                    }
                }
            }
            """).expectSuccess(":launch Chat --single-pass\n:wait 500ms\n:tap \"Room b\"\n:wait 2s\n:tap \"Room c\"\n:wait 2s")
        #expect(s.printed == ["Messages.init", "load a", "stop a", "load b", "shown b", "load c", "shown c"])
        #expect(s.texts.contains("room c shows c"))
    }
}
