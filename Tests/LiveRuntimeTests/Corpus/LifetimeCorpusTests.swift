import LiveRuntime
import StateLabTestSupport
import Testing

/// Lifetime: when SwiftUI makes, keeps and releases a view's storage and the
/// objects it owns.
@Suite("Corpus: Lifetime")
struct LifetimeCorpusTests {
    /// Apple documentation, `StateObject`
    /// (https://developer.apple.com/documentation/swiftui/stateobject):
    /// "SwiftUI doesn't create a new instance if a view's inputs change, but
    /// does create a new instance if the identity of a view changes."
    @Test("StateObject: a new input keeps the object; a new identity makes another")
    func stateObjectPerIdentity() {
        let s = Scenario("""
            import SwiftUI
            final class Player: ObservableObject {
                @Published var score = 0
                static var made = 0
                let tag: Int
                init() { Player.made += 1; tag = Player.made; print("Player.init", tag) }
                deinit { print("Player.deinit", tag) }
            }
            struct Scorer: View {
                let title: String
                @StateObject private var player = Player()
                var body: some View { Text("\\(title): \\(player.score) (#\\(player.tag))") }
            }
            struct Match: View {
                @State private var round = 0
                @State private var seat = 0
                var body: some View {
                    VStack {
                        Button("Next round") { round += 1 }
                        Button("Change seat") { seat += 1 }
                        Scorer(title: "round \\(round)").id(seat)
                    }
                }
            }
            """).expectSuccess(":launch Match --single-pass\n:tap \"Next round\"\n:tap \"Next round\"")
        #expect(s.printed == ["Player.init 1"], "new inputs, same object")
        #expect(s.texts.contains("round 2: 0 (#1)"))
        s.expectSuccess(":tap \"Change seat\"")
        #expect(s.printed.count == 3 && Set(s.printed.dropFirst()) == ["Player.init 2", "Player.deinit 1"],
                "a new object for the new identity; the old one released with its storage: \(s.printed)")
    }

    /// Apple documentation, `StateObject.init(wrappedValue:)`
    /// (https://developer.apple.com/documentation/swiftui/stateobject/init(wrappedvalue:)):
    /// the initial value is an `@autoclosure`; "SwiftUI creates only one
    /// instance of the state object for each container instance that you
    /// declare" — and each instance of the container gets its own.
    @Test("StateObject.init(wrappedValue:): one object per container instance, however often its parent renders")
    func stateObjectOncePerContainer() {
        let s = Scenario("""
            import SwiftUI
            final class Meter: ObservableObject {
                @Published var level = 0
                init() { print("Meter.init") }
            }
            struct Gauge: View {
                let name: String
                @StateObject private var meter = Meter()
                var body: some View { Text("\\(name) \\(meter.level)") }
            }
            struct Panel: View {
                @State private var renders = 0
                var body: some View {
                    VStack {
                        Button("Render") { renders += 1 }
                        Text("renders \\(renders)")
                        Gauge(name: "left")
                        Gauge(name: "right")
                    }
                }
            }
            """).expectSuccess(":launch Panel --single-pass\n:tap Render\n:tap Render\n:tap Render")
        #expect(s.printed == ["Meter.init", "Meter.init"])
    }

    /// Swift Forums, "Observation's @State init multiple times"
    /// (https://forums.swift.org/t/observations-state-init-multiple-times/77739),
    /// quoting Apple's `State` documentation: "A State property always
    /// instantiates its default value when SwiftUI instantiates the view",
    /// and "By the time ContentView.body is run, SwiftUI will have thrown it
    /// away and replaced it with the original."
    @Test("Swift Forums: @State builds its default on every view init, and the body sees the first one")
    func stateDefaultBuiltOnEveryInitButFirstKept() {
        let s = Scenario("""
            import SwiftUI
            import Observation
            @Observable final class Basket {
                static var made = 0
                let number: Int
                var apples = 0
                init() { Basket.made += 1; number = Basket.made; print("Basket.init", number) }
            }
            struct BasketView: View {
                let owner: String
                @State private var basket = Basket()
                var body: some View {
                    VStack {
                        Text("\\(owner) holds basket \\(basket.number) with \\(basket.apples)")
                        Button("Add apple") { basket.apples += 1 }
                    }
                }
            }
            struct Orchard: View {
                @State private var day = 0
                var body: some View {
                    VStack {
                        Button("Next day") { day += 1 }
                        BasketView(owner: "day \\(day)")
                    }
                }
            }
            """).expectSuccess(":launch Orchard --single-pass\n:tap \"Add apple\"\n:tap \"Next day\"\n:tap \"Next day\"")
        #expect(s.printed == ["Basket.init 1", "Basket.init 2", "Basket.init 3"])
        #expect(s.texts.contains("day 2 holds basket 1 with 1"))
    }

    /// Michael Long, "Close, but has a dangerous assumption"
    /// (https://michaellong.medium.com/close-but-has-a-dangerous-assumption-200f29ffb823):
    /// `@ObservedObject` works only when someone else holds the object;
    /// with `MyView(viewModel: MyViewModel())` "every time the above view is
    /// refreshed a new view model will be created" — and its state is lost.
    @Test("ObservedObject: a model built in the parent's body is made anew on every parent render")
    func observedObjectBuiltInBodyIsRemade() {
        let s = Scenario("""
            import SwiftUI
            final class Clicks: ObservableObject {
                @Published var count = 0
                init() { print("Clicks.init") }
            }
            struct Clicker: View {
                @ObservedObject var clicks: Clicks
                var body: some View {
                    VStack {
                        Text("clicks \\(clicks.count)")
                        Button("Click") { clicks.count += 1 }
                    }
                }
            }
            struct Screen: View {
                @State private var theme = 0
                var body: some View {
                    VStack {
                        Button("Theme") { theme += 1 }
                        Text("theme \\(theme)")
                        Clicker(clicks: Clicks())
                    }
                }
            }
            """).expectSuccess(":launch Screen --single-pass\n:tap Click\n:tap Click")
        #expect(s.texts.contains("clicks 2"))
        s.expectSuccess(":tap Theme")
        #expect(s.printed == ["Clicks.init", "Clicks.init"])
        #expect(s.texts.contains("clicks 0"), "the new model starts from zero")
    }

    /// "Demystify SwiftUI", WWDC 2021: state lifetime is view lifetime — when
    /// a view's identity ends, SwiftUI releases its storage, and an object
    /// owned only by a `@StateObject` is deinitialised.
    @Test("Demystify SwiftUI: removing a view releases the object its @StateObject owns")
    func removingViewReleasesOwnedObject() {
        let s = Scenario("""
            import SwiftUI
            final class Recorder: ObservableObject {
                @Published var seconds = 0
                init() { print("Recorder.init") }
                deinit { print("Recorder.deinit") }
            }
            struct RecorderView: View {
                @StateObject private var recorder = Recorder()
                var body: some View { Text("recording \\(recorder.seconds)") }
            }
            struct Studio: View {
                @State private var recording = true
                var body: some View {
                    VStack {
                        Button("Stop") { recording = false }
                        if recording { RecorderView() }
                    }
                }
            }
            """).expectSuccess(":launch Studio --single-pass")
        #expect(s.printed == ["Recorder.init"])
        s.expectSuccess(":tap Stop")
        #expect(s.printed == ["Recorder.init", "Recorder.deinit"])
    }

    /// Apple documentation, `State`
    /// (https://developer.apple.com/documentation/swiftui/state): "SwiftUI
    /// manages the property's storage"; a value written through the state
    /// survives later re-evaluations of the parent, which builds new
    /// structs of the view each time.
    @Test("State: a written value survives the parent rebuilding the view struct")
    func stateValueSurvivesParentRebuilds() {
        let s = Scenario("""
            import SwiftUI
            struct Volume: View {
                let label: String
                @State private var level = 5
                var body: some View {
                    VStack {
                        Text("\\(label) volume \\(level)")
                        Button("Louder") { level += 1 }
                    }
                }
            }
            struct Radio: View {
                @State private var station = 1
                var body: some View {
                    VStack {
                        Button("Next station") { station += 1 }
                        Volume(label: "station \\(station)")
                    }
                }
            }
            """).expectSuccess(":launch Radio --single-pass\n:tap Louder\n:tap Louder\n:tap \"Next station\"\n:tap \"Next station\"")
        #expect(s.texts.contains("station 3 volume 7"))
        #expect(s.events.filter { if case .viewConstructed(let type, _) = $0.kind { return type == "Volume" }; return false }.count == 3)
    }

    /// Apple documentation, `State.init(wrappedValue:)`
    /// (https://developer.apple.com/documentation/swiftui/state/init(wrappedvalue:)):
    /// "SwiftUI initializes the state's storage only once for each container
    /// instance"; and `State` warns that setting state from a memberwise
    /// initializer "can conflict with the storage management that SwiftUI
    /// provides" — a value passed in seeds the storage the first time only.
    /// Swift Forums, "@State messing with initializer flow"
    /// (https://forums.swift.org/t/state-messing-with-initializer-flow/25276/3):
    /// state initialised from data passed through the initializer has "no
    /// guarantee that the value will really be used".
    @Test("State: a value passed to init seeds the storage once; later inits do not change it")
    func stateSeededOnceFromInit() {
        let s = Scenario("""
            import SwiftUI
            struct Badge: View {
                @State var count: Int
                var body: some View { Text("badge \\(count)") }
            }
            struct Inbox: View {
                @State private var unread = 1
                var body: some View {
                    VStack {
                        Button("New mail") { unread += 1 }
                        Text("unread \\(unread)")
                        Badge(count: unread)
                    }
                }
            }
            """).expectSuccess(":launch Inbox --single-pass\n:tap \"New mail\"\n:tap \"New mail\"")
        #expect(s.texts.contains("unread 3"))
        #expect(s.texts.contains("badge 1"))
    }

    /// Michael Long, "Clearing StateObject with ID"
    /// (https://gist.github.com/hmlongco/00c290b03e50af00b6e65001d06c9793):
    /// a `@StateObject` built in `init` from a parameter keeps the object
    /// made from the first value; `.id(account)` is "required to change
    /// subview state" when the parameter changes.
    @Test("StateObject from an init parameter: the first object stays unless .id changes with the parameter")
    func stateObjectFromParameterNeedsID() {
        let s = Scenario("""
            import SwiftUI
            final class AccountModel: ObservableObject {
                let id: Int
                init(id: Int) { self.id = id }
            }
            struct AccountView: View {
                let tag: String
                @StateObject var model: AccountModel
                init(tag: String, id: Int) {
                    self.tag = tag
                    _model = StateObject(wrappedValue: AccountModel(id: id))
                }
                var body: some View { Text("\\(tag) shows account \\(model.id)") }
            }
            struct Accounts: View {
                @State private var account = 1
                var body: some View {
                    VStack {
                        Button("Account 2") { account = 2 }
                        AccountView(tag: "plain", id: account)
                        AccountView(tag: "with id", id: account).id(account)
                    }
                }
            }
            """).expectSuccess(":launch Accounts --single-pass\n:tap \"Account 2\"")
        #expect(s.texts.contains("plain shows account 1"))
        #expect(s.texts.contains("with id shows account 2"))
    }
}
