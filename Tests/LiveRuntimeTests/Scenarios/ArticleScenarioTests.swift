import LiveRuntime
import StateLabTestSupport
import Testing

/// The behaviours the five source articles observed, reproduced by
/// scenarios written for StateLab (see /work/shared/seeds/README.md).
@Suite("What the articles observed")
struct ArticleScenarioTests {
    /// 001: `_x.wrappedValue` in init sees the throwaway; the first object
    /// is kept, later ones die one render late.
    @Test func throwawayDefaultsDieOneRenderLate() {
        let s = Scenario("""
            import SwiftUI
            import Foundation
            import Observation
            @Observable final class Score {
                var points = 0
                let code: String
                init() { code = String(UUID().uuidString.prefix(4)); print("make", code) }
                deinit { print("free", code, points) }
            }
            struct Board: View {
                @State private var score = Score()
                let title: String
                init(title: String) {
                    self.title = title
                    print("Board.init", title, "sees", _score.wrappedValue.code, _score.wrappedValue.points)
                }
                var body: some View {
                    VStack {
                        Text("\\(title): \\(score.points) (\\(score.code))")
                        Button("Score") { score.points += 1 }
                    }
                }
            }
            struct Game: View {
                @State private var round = 0
                var body: some View {
                    VStack {
                        Button("Next round") { round += 1 }
                        Board(title: "round \\(round)")
                    }
                }
            }
            """).expectSuccess(":launch Game\n:tap Score\n:tap Score\n:tap \"Next round\"\n:tap \"Next round\"")
        let lines = s.printed
        #expect(lines.count == 10, "\(lines)")
        guard lines.count == 10 else { return }
        func code(_ line: String) -> String { String(line.split(separator: " ")[1]) }
        let (a, b, c, d) = (code(lines[0]), code(lines[2]), code(lines[4]), code(lines[7]))
        #expect(Set([a, b, c, d]).count == 4, "a new object per init")
        #expect(lines == [
            "make \(a)", "Board.init round 0 sees \(a) 0",
            "make \(b)", "Board.init round 0 sees \(b) 0",
            "make \(c)", "Board.init round 1 sees \(c) 0", "free \(b) 0",
            "make \(d)", "Board.init round 2 sees \(d) 0", "free \(c) 0",
        ])
        #expect(!lines.contains { $0.hasPrefix("free \(a)") }, "the first object is the live one and is kept")
        #expect(s.session.viewTree().map { ArticleScenarioTests.texts($0) }?.contains("round 2: 2 (\(a))") == true,
                "the screen shows the live object with both points")
    }

    static func texts(_ node: Session.ViewTreeNode) -> [String] {
        (node.summary.map { [$0] } ?? []) + node.children.flatMap(texts)
    }

    /// 003: a NavigationLink builds its destination early: `@State` makes
    /// the model before navigation, `@StateObject` does not, and a
    /// deferred-creation wrapper on `DynamicProperty.update()` does not.
    @Test func linksBuildDestinationsEarly() {
        let s = Scenario("""
            import SwiftUI
            import Observation
            @Observable final class Note { init(_ kind: String) { print("Note.init", kind) } }
            final class LegacyNote: ObservableObject { init() { print("LegacyNote.init") } }
            @MainActor @propertyWrapper
            struct Later<T: Observable>: DynamicProperty {
                @State private var cell: Cell
                var wrappedValue: T { cell.value! }
                func update() { if cell.value == nil { cell.value = cell.make() } }
                init(wrappedValue make: @autoclosure @escaping () -> T) { _cell = State(wrappedValue: Cell(make)) }
                final class Cell {
                    var value: T?
                    let make: () -> T
                    init(_ make: @escaping () -> T) { self.make = make }
                }
            }
            struct Eager: View { @State var note = Note("state"); var body: some View { Text("eager") } }
            struct Owned: View { @StateObject var note = LegacyNote(); var body: some View { Text("owned") } }
            struct Deferred: View { @Later var note = Note("later"); var body: some View { Text("later") } }
            struct Menu: View {
                var body: some View {
                    NavigationStack {
                        VStack {
                            NavigationLink("Eager") { Eager() }
                            NavigationLink("Owned") { Owned() }
                            NavigationLink("Deferred") { Deferred() }
                        }
                    }
                }
            }
            """).expectSuccess(":launch Menu --single-pass")
        #expect(s.printed == ["Note.init state"], "only @State builds its model before navigating")
        s.expectSuccess(":tap Owned\n:back\n:tap Deferred")
        #expect(s.printed == ["Note.init state", "LegacyNote.init", "Note.init later"])
    }

    /// 000: a path-driven stack rebuilds destinations, so a destination's
    /// `@State` model is made again on every push; the fixes — an optional
    /// made in `.task`, or a model owned at the feature root — stop that.
    @Test func destinationsAreRebuiltAndTheFixesHold() {
        let source = """
            import SwiftUI
            import Observation
            @Observable final class Feature {
                let name: String
                private var started = false
                init(_ name: String) { self.name = name; print("Feature.init", name) }
                func start() async { guard !started else { return }; started = true; print("start", name) }
            }
            struct Naive: View {
                @State private var feature = Feature("naive")
                var body: some View { Text(feature.name).task { await feature.start() } }
            }
            struct Optional: View {
                @State private var feature: Feature?
                var body: some View {
                    Text(feature?.name ?? "loading").task { if feature == nil { feature = Feature("optional") } }
                }
            }
            struct Borrowing: View {
                let feature: Feature
                var body: some View { Text(feature.name).task { await feature.start() } }
            }
            struct Root: View {
                @State private var path: [String] = []
                @State private var shared = Feature("root-owned")
                var body: some View {
                    NavigationStack(path: $path) {
                        VStack {
                            Button("Naive") { path.append("naive") }
                            Button("Optional") { path.append("optional") }
                            Button("Borrowing") { path.append("borrowing") }
                        }
                        .navigationDestination(for: String.self) { kind in
                            if kind == "naive" { Naive() } else if kind == "optional" { Optional() } else { Borrowing(feature: shared) }
                        }
                    }
                }
            }
            """
        let s = Scenario(source).expectSuccess(":launch Root --single-pass")
        #expect(s.printed == ["Feature.init root-owned"])
        s.expectSuccess(":tap Naive\n:back\n:tap Naive\n:back")
        #expect(s.printed.filter { $0 == "Feature.init naive" }.count == 2, "a new model on every push")
        let mark = s.printed.count
        s.expectSuccess(":tap Optional\n:back\n:tap Borrowing\n:back\n:tap Borrowing\n:back")
        #expect(s.printed(since: mark) == ["Feature.init optional", "start root-owned"],
                "made in .task only when shown; the root's model is made once and started once")
    }

    /// 002: a parameter change does not recreate a `@StateObject`; `.id`
    /// does; `onChange` and `task(id:)` react to the new value instead.
    @Test func parameterChangesVersusIdentity() {
        let s = Scenario("""
            import SwiftUI
            final class Account: ObservableObject {
                @Published var label = "…"
                let id: String
                init(id: String) { self.id = id; print("Account.init", id) }
                func show(_ newID: String) { label = newID; print("show", newID) }
            }
            struct AccountView: View {
                @StateObject private var account: Account
                let id: String
                init(id: String) { self.id = id; _account = StateObject(wrappedValue: Account(id: id)) }
                var body: some View {
                    Text(account.label)
                        .onChange(of: id) { _, newID in account.show(newID) }
                        .task(id: id) { print("load", id) }
                }
            }
            struct Picker: View {
                @State private var id = "a"
                @State private var keyed = false
                var body: some View {
                    VStack {
                        Button("Switch") { id = id == "a" ? "b" : "a" }
                        Button("Key by id") { keyed = true }
                        if keyed { AccountView(id: id).id(id) } else { AccountView(id: id) }
                    }
                }
            }
            """).expectSuccess(":launch Picker\n:tap Switch")
        #expect(s.printed == ["Account.init a", "load a", "show b", "load b"])
        let mark = s.printed.count
        s.expectSuccess(":tap \"Key by id\"\n:tap Switch")
        #expect(s.printed(since: mark) == ["Account.init b", "load b", "Account.init a", "load a"])
    }

    /// 004: the creator owns (`@StateObject`), receivers observe
    /// (`@ObservedObject`); the two classic mistakes lose data.
    @Test func ownerAndObserverMistakes() {
        let source = """
            import SwiftUI
            final class Cart: ObservableObject {
                @Published var items: [String] = []
                let n: Int
                static var made = 0
                init() { Cart.made += 1; n = Cart.made; print("Cart.init", n) }
            }
            struct Badge: View {
                @ObservedObject var cart: Cart
                var body: some View { Text("badge \\(cart.items.count) (cart \\(cart.n))") }
            }
            struct SeparateBadge: View {
                @StateObject var cart = Cart()
                var body: some View { Text("separate \\(cart.items.count) (cart \\(cart.n))") }
            }
            struct Store: View {
                @WRAPPER var cart = Cart()
                var body: some View {
                    VStack {
                        Button("Add") { cart.items.append("pear") }
                        Badge(cart: cart)
                        SeparateBadge()
                    }
                }
            }
            struct Mall: View {
                @State var visits = 0
                var body: some View {
                    VStack {
                        Button("Visit \\(visits)") { visits += 1 }
                        Store()
                    }
                }
            }
            """
        let right = Scenario(source.replacingOccurrences(of: "WRAPPER", with: "StateObject"))
            .expectSuccess(":launch Mall --single-pass\n:tap Add\n:tap Visit 0")
        let rightTexts = right.session.viewTree().map(ArticleScenarioTests.texts) ?? []
        #expect(rightTexts.contains("badge 1 (cart 1)"), "the owner keeps its cart across re-renders")
        #expect(rightTexts.contains("separate 0 (cart 2)"), "@StateObject in the child made a separate cart")
        let wrong = Scenario(source.replacingOccurrences(of: "WRAPPER", with: "ObservedObject"))
            .expectSuccess(":launch Mall --single-pass\n:tap Add\n:tap Visit 0")
        let wrongTexts = wrong.session.viewTree().map(ArticleScenarioTests.texts) ?? []
        #expect(wrongTexts.contains("badge 0 (cart 3)"), "re-rendering the creator made a new, empty cart: \(wrongTexts)")
    }
}
