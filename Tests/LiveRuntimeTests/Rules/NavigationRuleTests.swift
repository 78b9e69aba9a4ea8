import LiveRuntime
import StateLabTestSupport
import Testing

/// DESIGN §3, navigation: one test per rule.
@Suite("Navigation (N1–N5)")
struct NavigationRuleTests {
    static let linkSource = """
        import SwiftUI
        final class Model: ObservableObject {
            let tag: String
            init(_ tag: String) { self.tag = tag; print("init", tag) }
            deinit { print("deinit", tag) }
        }
        struct Detail: View {
            @State var eager = Model("state")
            @StateObject var lazy = Model("stateObject")
            var body: some View {
                Text("detail")
                    .onAppear { print("detail appears") }
                    .task { print("detail task") }
                    .onDisappear { print("detail disappears") }
            }
        }
        struct Home: View {
            var body: some View {
                NavigationStack {
                    NavigationLink("Open") { Detail() }
                }
            }
        }
        """

    @Test("N1: a link builds its destination with its parent's body but installs nothing")
    func n1() {
        let s = Scenario(Self.linkSource).expectSuccess(":launch Home --single-pass")
        #expect(s.printed == ["init state"])
    }

    @Test("N2: activating a link installs the destination: storage, onAppear, tasks")
    func n2() {
        let s = Scenario(Self.linkSource).expectSuccess(":launch Home --single-pass")
        let mark = s.printed.count
        s.expectSuccess(":tap Open")
        #expect(s.printed(since: mark) == ["init stateObject", "detail appears", "detail task"])
    }

    @Test("N3: back pops: onDisappear, storage destroyed, owned objects deinitialised; a new push is fresh")
    func n3() {
        let s = Scenario(Self.linkSource).expectSuccess(":launch Home --single-pass\n:tap Open")
        let mark = s.printed.count
        s.expectSuccess(":back")
        #expect(s.printed(since: mark) == ["detail disappears", "deinit stateObject"])
        let again = s.printed.count
        s.expectSuccess(":tap Open")
        #expect(s.printed(since: again) == ["init stateObject", "detail appears", "detail task"])
    }

    @Test("N4: a path-driven stack rebuilds every destination when it is evaluated")
    func n4() {
        let s = Scenario("""
            import SwiftUI
            struct Page: View {
                let n: Int
                init(n: Int) { self.n = n; print("Page.init", n) }
                var body: some View { Text("page \\(n)") }
            }
            struct Root: View {
                @State var path: [Int] = []
                var body: some View {
                    NavigationStack(path: $path) {
                        Button("Push") { path.append(path.count + 1) }
                            .navigationDestination(for: Int.self) { n in Page(n: n) }
                    }
                }
            }
            """).expectSuccess(":launch Root --single-pass\n:tap Push")
        #expect(s.printed == ["Page.init 1"])
        let mark = s.printed.count
        s.expectSuccess(":back")
        #expect(s.printed(since: mark).isEmpty, "popping to the root leaves no entry to rebuild")
        s.expectSuccess(":tap Push")
        #expect(s.printed(since: mark) == ["Page.init 1"], "pushing again builds a new Page")
    }

    /// The article on repeated `@Observable` initialisation (seed 000):
    /// with `NavigationPath`, "the same screen is often a new instance
    /// constructed from data in the path" — every change to the path
    /// re-runs the destination closure of the entries that stay.
    @Test("N4: a path change re-runs the destination closures of the entries below it")
    func n4EveryEntry() {
        let s = Scenario("""
            import SwiftUI
            struct Page: View {
                let n: Int
                let deeper: () -> Void
                init(n: Int, deeper: @escaping () -> Void) { self.n = n; self.deeper = deeper; print("Page.init", n) }
                var body: some View { Button("Deeper \\(n)") { deeper() } }
            }
            struct Root: View {
                @State var path = NavigationPath()
                var body: some View {
                    NavigationStack(path: $path) {
                        Button("Push") { path.append(1) }
                            .navigationDestination(for: Int.self) { n in Page(n: n, deeper: { path.append(n + 1) }) }
                    }
                }
            }
            """).expectSuccess(":launch Root --single-pass\n:tap Push")
        #expect(s.printed == ["Page.init 1"])
        s.expectSuccess(":tap Deeper 1")
        #expect(s.printed == ["Page.init 1", "Page.init 1", "Page.init 2"], "pushing page 2 printed page 1 again")
        s.expectSuccess(":back")
        #expect(s.printed.last == "Page.init 1", "popping page 2 printed page 1 again")
    }

    /// Apple's `View/environmentObject(_:)`: the object is available to
    /// the view's subhierarchy — around a stack, that includes the screens
    /// it pushes, which then share the one instance.
    @Test("N2: a destination pushed inside a stack reads the environment object injected around it")
    func n2Environment() {
        let s = Scenario("""
            import SwiftUI
            final class Bag: ObservableObject {
                @Published var items: [String] = []
                init() { print("Bag.init") }
            }
            struct Adder: View {
                @EnvironmentObject var bag: Bag
                var body: some View { Button("Add") { bag.items.append("rope") } }
            }
            struct Camp: View {
                @StateObject var bag = Bag()
                var body: some View {
                    NavigationStack {
                        VStack {
                            Text("bag \\(bag.items.count)")
                            NavigationLink("Shop") { Adder() }
                        }
                    }
                    .environmentObject(bag)
                }
            }
            """).expectSuccess(":launch Camp --single-pass\n:tap Shop\n:tap Add\n:back")
        #expect(s.printed == ["Bag.init"])
        #expect(LibraryScenarioTests.texts(s.session.viewTree()).contains("bag 1"))
    }

    @Test("N5: a sheet presents and dismisses like a push and a pop")
    func n5() {
        let s = Scenario("""
            import SwiftUI
            final class Draft: ObservableObject {
                init() { print("Draft.init") }
                deinit { print("Draft.deinit") }
            }
            struct Editor: View {
                @StateObject var draft = Draft()
                @Environment(\\.dismiss) var dismiss
                var body: some View {
                    Button("Done") { dismiss() }
                        .onDisappear { print("editor gone") }
                }
            }
            struct Inbox: View {
                @State var editing = false
                var body: some View {
                    Button("Compose") { editing = true }
                        .sheet(isPresented: $editing) { Editor() }
                }
            }
            """).expectSuccess(":launch Inbox --single-pass\n:tap Compose")
        #expect(s.printed == ["Draft.init"])
        s.run(":tap Compose")
        #expect(s.refusals.last == .noControl(label: "Compose", kind: .button, onScreen: ["Done"]), "the sheet covers the screen")
        s.expectSuccess(":tap Done")
        #expect(s.printed == ["Draft.init", "editor gone", "Draft.deinit"])
    }

    @Test("N5: a sheet's onDismiss runs after its content disappears, however it is dismissed",
          arguments: [":tap Done", ":back", ":tap Close"])
    func n5OnDismiss(dismissal: String) {
        let s = Scenario("""
            import SwiftUI
            struct Editor: View {
                @Environment(\\.dismiss) private var dismiss
                @Binding var isShown: Bool
                var body: some View {
                    VStack {
                        Button("Done") { dismiss() }
                        Button("Close") { isShown = false }
                    }
                    .onDisappear { print("editor gone") }
                }
            }
            struct Inbox: View {
                @State private var editing = false
                var body: some View {
                    Button("Compose") { editing = true }
                        .sheet(isPresented: $editing, onDismiss: { print("dismissed, editing \\(editing)") }) {
                            Editor(isShown: $editing)
                        }
                }
            }
            """).expectSuccess(":launch Inbox --single-pass\n:tap Compose\n\(dismissal)")
        #expect(s.printed == ["editor gone", "dismissed, editing false"], "dismissed by \(dismissal)")
    }

    @Test("N2, N3: a covered screen disappears and keeps its state; after back it appears again",
          arguments: ["NavigationLink(\"Open\") { Detail() }",
                      "NavigationLink(\"Open\", value: 1)"])
    func coveredScreensDisappearAndReappear(link: String) {
        let s = Scenario("""
            import SwiftUI
            struct Detail: View {
                var body: some View {
                    Text("detail")
                        .onAppear { print("detail appears") }
                        .onDisappear { print("detail disappears") }
                }
            }
            struct Library: View {
                @State private var path: [Int] = []
                @State private var visits = 0
                var body: some View {
                    NavigationStack(path: $path) {
                        VStack {
                            Text("visits \\(visits)")
                            \(link)
                        }
                        .navigationDestination(for: Int.self) { _ in Detail() }
                        .onAppear { visits += 1; print("shelf appears") }
                        .onDisappear { print("shelf disappears") }
                        .task { print("shelf task") }
                    }
                }
            }
            """).expectSuccess(":launch Library --single-pass\n:tap Open")
        #expect(s.printed == ["shelf appears", "shelf task", "shelf disappears", "detail appears"], "\(link)")
        s.expectSuccess(":back")
        #expect(s.printed.dropFirst(4) == ["detail disappears", "shelf appears", "shelf task"], "\(link)")
        #expect(LibraryScenarioTests.texts(s.session.viewTree()).contains("visits 2"), "its storage outlived the push")
    }
}
