import StateLabTestSupport
import Testing
@testable import Course

/// Every checker and measure, on small scenarios where it must pass and
/// where it must fail, with the words it reports.
@Suite("Checkers pass and fail on small runs")
struct CheckerTests {
    /// A parent that re-renders a child; the child holds a counter with the
    /// wrapper given, so owners and throwaways can be told apart.
    static func parentAndChild(_ wrapper: String) -> String {
        """
        import SwiftUI
        final class Counter: ObservableObject {
            @Published var count = 0
            init() { print("Counter.init") }
            func bump() { count += 1 }
        }
        struct ChildView: View {
            \(wrapper) var counter = Counter()
            let label: String
            var body: some View {
                VStack {
                    Text("\\(label): \\(counter.count)")
                    Button("Increment") { counter.bump() }
                }
            }
        }
        struct ParentView: View {
            @State private var renders = 0
            var body: some View {
                VStack {
                    Button("Re-render parent") { renders += 1 }
                    ChildView(label: "child-\\(renders)")
                }
            }
        }
        """
    }

    static let script = """
        :launch ParentView --single-pass
        :tap Increment
        :tap "Re-render parent"
        """

    @Test func instancesCountsInitsAndCitesThem() {
        assertCheck("instances(Counter) == 1", program: Self.parentAndChild("@StateObject"), script: Self.script, passes: true,
                    saying: "Counter.init ran once")
        assertCheck("instances(Counter) == 1", program: Self.parentAndChild("@State"), script: Self.script, passes: false,
                    saying: "Counter.init ran twice; expected once — events")
        assertCheck("instances(Counter) >= 2", program: Self.parentAndChild("@ObservedObject"), script: Self.script, passes: true)
    }

    @Test func survivesComparesAValueAcrossALine() {
        assertCheck("survives(ChildView.counter.count, after: \"Re-render parent\")", program: Self.parentAndChild("@StateObject"),
                    script: Self.script, passes: true, saying: "stayed 1")
        assertCheck("survives(ChildView.counter.count, after: \"Re-render parent\")", program: Self.parentAndChild("@ObservedObject"),
                    script: Self.script, passes: false, saying: "was 1 before \"Re-render parent\" and 0 after it")
    }

    @Test func rerenderedAndNotRerenderedReadBodiesDuringALine() {
        assertCheck("rerendered(ChildView, by: \"Increment\")", program: Self.parentAndChild("@StateObject"), script: Self.script,
                    passes: true)
        assertCheck("rerendered(ChildView, by: \"Increment\")", program: Self.parentAndChild("@State"), script: Self.script,
                    passes: false, saying: "did not run during \"Increment\"")
        assertCheck("notRerendered(ParentView, by: \"Increment\")", program: Self.parentAndChild("@StateObject"), script: Self.script,
                    passes: true)
        assertCheck("!rerendered(ParentView, by: \"Increment\")", program: Self.parentAndChild("@StateObject"), script: Self.script,
                    passes: true)
        assertCheck("bodies(ParentView) == 2", program: Self.parentAndChild("@StateObject"), script: Self.script, passes: true)
        assertCheck("bodies(ChildView, during: \"Increment\") == 0", program: Self.parentAndChild("@State"), script: Self.script,
                    passes: true)
    }

    @Test func aliveDeinitsAndViewValues() {
        // @State: the second ChildView value's default is a throwaway, held until replaced.
        assertCheck("alive(Counter) == 2", program: Self.parentAndChild("@State"), script: Self.script, passes: true,
                    saying: "kept by ChildView.counter")
        assertCheck("deinits(Counter) == 0", program: Self.parentAndChild("@StateObject"), script: Self.script, passes: true)
        assertCheck("viewValues(ChildView) == 2", program: Self.parentAndChild("@StateObject"), script: Self.script, passes: true)
        assertCheck("value(ChildView.counter.count) == 1", program: Self.parentAndChild("@StateObject"), script: Self.script, passes: true)
        assertCheck("value(ChildView.label) == \"child-1\"", program: Self.parentAndChild("@StateObject"), script: Self.script, passes: true)
        assertCheck("prints(\"Counter.init\") == 1", program: Self.parentAndChild("@StateObject"), script: Self.script, passes: true)
    }

    static let navigation = """
        import SwiftUI
        final class Basket: ObservableObject {
            @Published var items: [String] = []
            init() { print("Basket.init") }
            deinit { print("Basket.deinit") }
            func load() { items = ["apple"] }
        }
        struct Shop: View {
            @StateObject private var basket = Basket()
            var body: some View {
                NavigationStack {
                    NavigationLink("Checkout") { Checkout(basket: basket) }
                    NavigationLink("Wishlist") { Wishlist() }
                }
            }
        }
        struct Checkout: View {
            @ObservedObject var basket: Basket
            var body: some View { Text("\\(basket.items.count)") }
        }
        struct Wishlist: View {
            @StateObject private var wishes = Basket()
            var body: some View {
                Text("wishes").task {
                    wishes.load()
                    try? await Task.sleep(for: .seconds(10))
                }
            }
        }
        """

    @Test func sameInstanceNotCreatedBeforeReleasedAndCancelled() {
        assertCheck("sameInstance(Shop.basket, Checkout.basket)", program: Self.navigation, script: ":launch Shop\n:tap Checkout",
                    passes: true, saying: "are both Basket#1")
        assertCheck("sameInstance(Shop.basket, Wishlist.wishes)", program: Self.navigation, script: ":launch Shop\n:tap Wishlist",
                    passes: false, saying: "Shop.basket is Basket#1 but Wishlist.wishes is Basket#2")
        assertCheck("notCreatedBefore(Basket, \"Wishlist\")", program: Self.navigation, script: ":launch Shop\n:tap Wishlist",
                    passes: false, saying: "Basket#1 was created at event")
        assertCheck("instances(Basket) == 2", program: Self.navigation, script: ":launch Shop\n:tap Wishlist", passes: true)
        assertCheck("released(Basket, after: \"back\")", program: Self.navigation, script: ":launch Shop\n:tap Wishlist\n:back",
                    passes: false, saying: "Basket#1 was still alive after \"back\" (kept by Shop.basket)")
        assertCheck("cancelledOnDisappear(Wishlist)", program: Self.navigation, script: ":launch Shop\n:tap Wishlist\n:back",
                    passes: true)
        assertCheck("tasks(Wishlist) == 1", program: Self.navigation, script: ":launch Shop\n:tap Wishlist\n:back", passes: true)
        assertCheck("appearances(Wishlist) == 1", program: Self.navigation, script: ":launch Shop\n:tap Wishlist\n:back", passes: true)
        assertCheck("calls(Basket.load) == 1", program: Self.navigation, script: ":launch Shop\n:tap Wishlist", passes: true,
                    saying: "on Basket#2")
        assertCheck("ranOnKept(Basket.load)", program: Self.navigation, script: ":launch Shop\n:tap Wishlist", passes: true)
    }

    static let workInInit = """
        import SwiftUI
        @Observable final class Feed {
            var posts: [String] = []
            func load() { posts = ["hello"] }
        }
        struct FeedView: View {
            @State private var feed = Feed()
            let tab: Int
            init(tab: Int) {
                self.tab = tab
                let feed = _feed.wrappedValue
                Task { feed.load() }
            }
            var body: some View { Text("\\(feed.posts.count) posts") }
        }
        struct Tabs: View {
            @State private var tab = 0
            var body: some View {
                VStack {
                    Button("Next tab") { tab += 1 }
                    FeedView(tab: tab)
                }
            }
        }
        """

    @Test func workInInitRunsOnThrowaways() {
        assertCheck("noSideEffectInInit(FeedView)", program: Self.workInInit, script: ":launch Tabs\n:tap Next tab", passes: false,
                    saying: "FeedView's init started task")
        assertCheck("ranOnKept(Feed.load)", program: Self.workInInit, script: ":launch Tabs\n:tap Next tab", passes: false,
                    saying: "which no view kept")
        let fixed = Self.workInInit
            .replacingEvery("let feed = _feed.wrappedValue\n        Task { feed.load() }", with: "")
            .replacingEvery("Text(\"\\(feed.posts.count) posts\")", with: "Text(\"\\(feed.posts.count) posts\").task { feed.load() }")
        #expect(fixed != Self.workInInit)
        assertCheck("noSideEffectInInit(FeedView, work: Feed.load)", program: fixed, script: ":launch Tabs\n:tap Next tab", passes: true)
        assertCheck("ranOnKept(Feed.load)", program: fixed, script: ":launch Tabs\n:tap Next tab", passes: true)
    }

    static let idTask = """
        import SwiftUI
        struct Profile: View {
            let user: Int
            var body: some View {
                Text("user \\(user)").task(id: user) {
                    try? await Task.sleep(for: .seconds(5))
                }
            }
        }
        struct Users: View {
            @State private var user = 1
            var body: some View {
                VStack {
                    Button("Next user") { user += 1 }
                    Profile(user: user)
                }
            }
        }
        """

    @Test func restartedOnChangeSeesTheIDChange() {
        assertCheck("restartedOnChange(Profile, \"Next user\")", program: Self.idTask, script: ":launch Users\n:tap Next user",
                    passes: true)
        let plain = Self.idTask.replacingEvery(".task(id: user)", with: ".task")
        assertCheck("restartedOnChange(Profile, \"Next user\")", program: plain, script: ":launch Users\n:tap Next user",
                    passes: false, saying: "was not restarted")
    }

    @Test func warningsCountsRuntimeWarnings() {
        let program = """
            import SwiftUI
            final class Store: ObservableObject {
                @Published var value = 0
                func refresh() { DispatchQueue.global().async { self.value = 1 } }
            }
            struct Screen: View {
                @StateObject private var store = Store()
                var body: some View { Button("Refresh") { store.refresh() } }
            }
            """
        assertCheck("warnings(\"background threads\") == 1", program: program, script: ":launch Screen\n:tap Refresh\n:settle",
                    passes: true)
        assertCheck("warnings() == 0", program: program, script: ":launch Screen", passes: true)
    }

    @Test func aProgramThatDoesNotCompileFailsEveryCheckWithItsError() {
        let program = Self.parentAndChild("@StateObject").replacingEvery("ObservableObject", with: "Equatable")
        let expectation = try? LessonExpectation(parsing: "instances(Counter) == 1", at: LessonLocation(file: "t", line: 1, column: 1))
        let (run, _) = ScenarioRunner().run([.init(text: program, file: "t.swift", firstLine: 1)],
                                            script: CommandScript(text: Self.script, at: .init(file: "t", line: 1, column: 1)))
        let verdict = expectation?.check(run)
        #expect(verdict?.passed == false)
        #expect(verdict?.message.contains("did not load") == true, "\(verdict?.message ?? "")")
    }
}
