import LiveRuntime
import StateLabTestSupport
import Testing

/// Held-out scenarios on the runtime, written as app developers write
/// SwiftUI: rows deleted and moved, branches swapped, `.id(_:)` resets,
/// presentations driven by items, a navigation path, owned objects built
/// from parameters. Each expectation follows SwiftUI's identity and
/// lifecycle rules (DESIGN V4–V6, L1–L2, N1–N4; the seed articles 002,
/// 003) or Apple's pages where they say more (`sheet(item:)`).
@Suite("Held-out scenarios: the runtime")
struct HeldOutRuntimeTests {
    static let groceries = """
        import SwiftUI
        struct Grocery: Identifiable { let id: Int; var title: String }
        struct GroceryRow: View {
            let grocery: Grocery
            @State private var starred = false
            var body: some View {
                HStack {
                    Text(grocery.title)
                    Button(starred ? "Unstar \\(grocery.title)" : "Star \\(grocery.title)") { starred.toggle() }
                }
                .onAppear { print("appear \\(grocery.title)") }
                .onDisappear { print("disappear \\(grocery.title)") }
            }
        }
        struct GroceryList: View {
            @State private var groceries = [Grocery(id: 1, title: "milk"), Grocery(id: 2, title: "eggs"), Grocery(id: 3, title: "bread")]
            var body: some View {
                VStack {
                    List {
                        ForEach(groceries) { GroceryRow(grocery: $0) }
                            .onDelete { groceries.remove(atOffsets: $0) }
                            .onMove { groceries.move(fromOffsets: $0, toOffset: $1) }
                    }
                    Button("Move first to end") { groceries.move(fromOffsets: IndexSet(integer: 0), toOffset: groceries.count) }
                }
            }
        }
        """

    @Test("a row's @State follows its element's id through a deletion and a move")
    func rowStateFollowsID() {
        let s = Scenario(Self.groceries).expectSuccess(":launch GroceryList --single-pass\n:tap Star eggs\n:delete milk")
        #expect(s.session.screen.buttons.prefix(2) == ["Unstar eggs", "Star bread"])
        s.expectSuccess(":tap Move first to end")
        #expect(s.session.screen.buttons.prefix(2) == ["Star bread", "Unstar eggs"], "the star moved with eggs")
        #expect(s.printed == ["appear milk", "appear eggs", "appear bread", "disappear milk"], "a move is no disappearance")
    }

    @Test("if/else swaps views: each branch starts with fresh @State and a new @StateObject; the old one is released")
    func branchSwapResetsState() {
        let s = Scenario("""
            import SwiftUI
            final class Visit: ObservableObject {
                let name: String
                init(_ name: String) { self.name = name; print("init \\(name)") }
                deinit { print("deinit \\(name)") }
            }
            struct SignIn: View {
                @State private var user = ""
                @StateObject private var visit = Visit("sign-in")
                let done: () -> Void
                var body: some View {
                    VStack {
                        TextField("User", text: $user)
                        Text("typed \\(user)")
                        Button("Sign in") { done() }
                    }
                }
            }
            struct Home: View {
                @State private var taps = 0
                @StateObject private var visit = Visit("home")
                let leave: () -> Void
                var body: some View {
                    VStack {
                        Button("Tap \\(taps)") { taps += 1 }
                        Button("Sign out") { leave() }
                    }
                }
            }
            struct Gate: View {
                @State private var signedIn = false
                var body: some View {
                    if signedIn { Home { signedIn = false } } else { SignIn { signedIn = true } }
                }
            }
            """).expectSuccess(":launch Gate --single-pass\n:type User ada\n:tap Sign in\n:tap Tap 0\n:tap Sign out")
        #expect(s.texts.contains("typed "), "the sign-in form is a new identity: its text is gone")
        s.expectSuccess(":tap Sign in")
        #expect(s.session.screen.buttons.contains("Tap 0"))
        #expect(s.printed == ["init sign-in", "init home", "deinit sign-in", "init sign-in", "deinit home",
                              "init home", "deinit sign-in"])
    }

    @Test(".id(round) gives the view a new identity: its @State resets and its task is cancelled and started again")
    func idResetRestartsTask() {
        let s = Scenario("""
            import SwiftUI
            struct RoundView: View {
                let round: Int
                @State private var picks = 0
                var body: some View {
                    Button("Pick \\(picks) in \\(round)") { picks += 1 }
                        .task {
                            print("start \\(round)")
                            do { try await Task.sleep(for: .seconds(10)) } catch { print("cancelled \\(round)") }
                        }
                }
            }
            struct Quiz: View {
                @State private var round = 1
                var body: some View {
                    VStack {
                        RoundView(round: round).id(round)
                        Button("Next round") { round += 1 }
                    }
                }
            }
            """).expectSuccess(":launch Quiz --single-pass\n:tap Pick 0 in 1\n:tap Pick 1 in 1\n:tap Next round")
        #expect(s.session.screen.buttons.contains("Pick 0 in 2"))
        #expect(s.printed == ["start 1", "cancelled 1", "start 2"])
    }

    static let notes = """
        import SwiftUI
        struct Note: Identifiable { let id: Int }
        struct NoteSheet: View {
            let note: Note
            let next: () -> Void
            @State private var edits = 0
            var body: some View {
                VStack {
                    Text("note \\(note.id) edits \\(edits)")
                    Button("Edit") { edits += 1 }
                    Button("Next note") { next() }
                }
                .onAppear { print("appear \\(note.id)") }
                .onDisappear { print("disappear \\(note.id)") }
            }
        }
        struct Notes: View {
            @State private var shown: Note?
            @State private var problem: Note?
            var body: some View {
                VStack {
                    Button("Open") { shown = Note(id: 1) }
                    Button("Report") { problem = Note(id: 9) }
                }
                .sheet(item: $shown, onDismiss: { print("dismissed") }) { note in
                    NoteSheet(note: note) { shown = Note(id: note.id + 1) }
                }
                .alert(item: $problem) { p in
                    Alert(title: Text("Problem \\(p.id)"), dismissButton: .default(Text("OK")) { print("ok") })
                }
            }
        }
        """

    @Test("sheet(item:) given another item while up is dismissed and presented again for it; the old Alert(item:) API shows and clears its item")
    func itemPresentations() {
        let s = Scenario(Self.notes).expectSuccess(":launch Notes --single-pass\n:tap Open\n:tap Edit\n:tap Next note")
        #expect(s.texts.contains("note 2 edits 0"), "a new presentation: fresh state")
        #expect(s.printed == ["appear 1", "disappear 1", "dismissed", "appear 2"])
        s.expectSuccess(":back\n:tap Report")
        #expect(s.texts.contains("Problem 9"))
        s.expectSuccess(":tap OK")
        #expect(!s.texts.contains("Problem 9") && s.printed.suffix(3) == ["disappear 2", "dismissed", "ok"])
    }

    @Test("a path-driven stack: links append, the path pops to root, :back removes the last value; covered screens do not disappear twice")
    func navigationPath() {
        let s = Scenario("""
            import SwiftUI
            struct Recipe: Hashable { let name: String }
            struct RecipeDetail: View {
                let recipe: Recipe
                @Binding var path: [Recipe]
                @State private var servings = 1
                var body: some View {
                    VStack {
                        Text("\\(recipe.name) x\\(servings)")
                        Button("More") { servings += 1 }
                        NavigationLink("Similar", value: Recipe(name: recipe.name + "+"))
                        Button("Home") { path.removeAll() }
                    }
                    .onAppear { print("appear \\(recipe.name)") }
                    .onDisappear { print("disappear \\(recipe.name)") }
                }
            }
            struct Cookbook: View {
                @State private var path: [Recipe] = []
                var body: some View {
                    NavigationStack(path: $path) {
                        VStack {
                            Text("depth \\(path.count)")
                            NavigationLink("Soup", value: Recipe(name: "soup"))
                        }
                        .navigationDestination(for: Recipe.self) { RecipeDetail(recipe: $0, path: $path) }
                    }
                }
            }
            """).expectSuccess(":launch Cookbook --single-pass\n:tap Soup\n:tap More\n:tap Similar\n:back")
        #expect(s.texts.contains("soup x2"), "the screen beneath kept its state")
        s.expectSuccess(":tap Similar\n:tap Home")
        #expect(s.texts.contains("depth 0"))
        let printed = s.printed
        for name in ["soup", "soup+"] {
            #expect(printed.filter { $0 == "appear \(name)" }.count == printed.filter { $0 == "disappear \(name)" }.count,
                    "\(name): \(printed)")
        }
    }

    @Test("a @StateObject made from a parameter keeps its object when the parameter changes; .onChange updates it; .id(_:) replaces it")
    func stateObjectFromParameter() {
        let s = Scenario("""
            import SwiftUI
            final class Profile: ObservableObject {
                @Published var userID: Int
                @Published var loads = 0
                init(userID: Int) { self.userID = userID; print("init \\(userID)") }
                deinit { print("deinit \\(userID)") }
                func load(_ id: Int) { userID = id; loads += 1 }
            }
            struct ProfilePane: View {
                let userID: Int
                @StateObject private var profile: Profile
                init(userID: Int) {
                    self.userID = userID
                    _profile = StateObject(wrappedValue: Profile(userID: userID))
                }
                var body: some View {
                    Text("param \\(userID) model \\(profile.userID) loads \\(profile.loads)")
                        .onChange(of: userID) { _, new in profile.load(new) }
                }
            }
            struct People: View {
                @State private var selected = 1
                var body: some View {
                    VStack {
                        ProfilePane(userID: selected)
                        ProfilePane(userID: selected).id(selected)
                        Button("Next") { selected += 1 }
                    }
                }
            }
            """).expectSuccess(":launch People --single-pass\n:tap Next")
        #expect(s.texts.prefix(2) == ["param 2 model 2 loads 1", "param 2 model 2 loads 0"])
        #expect(s.printed == ["init 1", "init 1", "init 2", "deinit 1"], "the autoclosure runs once per identity")
    }

    @Test("ForEach over a binding: rows with their own @StateObject keep them, in their new places, after a delete and a reverse")
    func bindingRowsFollowIdentity() {
        let s = Scenario("""
            import SwiftUI
            struct Chore: Identifiable { let id: Int; var title: String; var done = false }
            final class RowModel: ObservableObject {
                let title: String
                init(_ title: String) { self.title = title; print("model \\(title)") }
                deinit { print("deinit \\(title)") }
            }
            struct ChoreRow: View {
                @Binding var chore: Chore
                @StateObject private var model: RowModel
                init(chore: Binding<Chore>) {
                    _chore = chore
                    _model = StateObject(wrappedValue: RowModel(chore.wrappedValue.title))
                }
                var body: some View { Toggle(chore.title, isOn: $chore.done) }
            }
            struct Chores: View {
                @State private var chores = [Chore(id: 1, title: "wash"), Chore(id: 2, title: "cook"), Chore(id: 3, title: "read")]
                var body: some View {
                    VStack {
                        List {
                            ForEach($chores) { $chore in ChoreRow(chore: $chore) }
                                .onDelete { chores.remove(atOffsets: $0) }
                        }
                        Text("done: \\(chores.filter(\\.done).map(\\.title).joined(separator: ","))")
                        Button("Reverse") { withAnimation(.spring) { chores.reverse() } }
                    }
                    .animation(.default, value: chores.count)
                }
            }
            """).expectSuccess(":launch Chores --single-pass\n:toggle read\n:delete cook\n:tap Reverse\n:toggle wash")
        #expect(s.texts.contains("done: read,wash"))
        #expect(s.session.screen.toggles == ["read", "wash"])
        #expect(s.printed == ["model wash", "model cook", "model read", "deinit cook"])
    }
}
