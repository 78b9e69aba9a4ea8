import LiveRuntime
import StateLabTestSupport
import Testing

/// More whole small apps (see `EverydayAppScenarioTests.swift`): editing a
/// draft in a sheet, owned versus observed models made in place, debounced
/// search, `AnyView`, a pushed screen's task, a load error with Retry, a
/// sign-up form — each compared with what iOS 17 prints and shows.
@Suite("Everyday apps: sheets, tasks and forms")
struct EverydayAppFlowTests {
    /// The edit-a-copy pattern (Apple's Scrumdinger sample: the detail edits
    /// a draft and Done writes it back): `sheet(item:)` builds the editor
    /// for the tapped row; `State(initialValue:)` in `init` seeds the draft;
    /// Cancel dismisses without writing; onDismiss runs each time.
    @Test("sheet(item:) edits a draft; Save writes back, Cancel does not")
    func sheetItemEditsADraft() {
        let s = Scenario("""
            import SwiftUI
            struct Contact: Identifiable { let id: Int; var name: String }
            struct EditContact: View {
                @Environment(\\.dismiss) private var dismiss
                @State private var draft: String
                let onSave: (String) -> Void
                init(contact: Contact, onSave: @escaping (String) -> Void) {
                    _draft = State(initialValue: contact.name)
                    self.onSave = onSave
                }
                var body: some View {
                    NavigationStack {
                        Form { TextField("Name", text: $draft) }
                            .toolbar {
                                ToolbarItem(placement: .cancellationAction) { Button("Cancel") { dismiss() } }
                                ToolbarItem(placement: .confirmationAction) { Button("Save") { onSave(draft); dismiss() } }
                            }
                    }
                }
            }
            struct Contacts: View {
                @State private var contacts = [Contact(id: 1, name: "Ada"), Contact(id: 2, name: "Alan")]
                @State private var editing: Contact?
                var body: some View {
                    List(contacts) { c in Button(c.name) { editing = c } }
                        .sheet(item: $editing, onDismiss: { print("dismissed") }) { c in
                            EditContact(contact: c) { newName in
                                if let i = contacts.firstIndex(where: { $0.id == c.id }) { contacts[i].name = newName }
                            }
                        }
                }
            }
            """).expectSuccess(":launch Contacts --single-pass\n:tap Ada\n:type Name Ada L\n:tap Save\n:tap Alan\n:type Name X\n:tap Cancel")
        #expect(s.printed == ["dismissed", "dismissed"])
        #expect(s.texts.contains("Ada L"))
        #expect(s.texts.contains("Alan"))
        #expect(!s.texts.contains("X"))
    }

    /// Apple documentation, "StateObject" vs "ObservedObject": an
    /// `@ObservedObject var model = Model()` is made again each time the
    /// parent's body runs (its count lost); an `@StateObject`'s initial
    /// value is evaluated once per identity.
    @Test("@ObservedObject made in place is recreated; @StateObject is not")
    func observedObjectRecreatedStateObjectKept() {
        let s = Scenario("""
            import SwiftUI
            final class CounterModel: ObservableObject {
                @Published var count = 0
                init() { print("CounterModel.init") }
            }
            struct Observing: View {
                @ObservedObject var model = CounterModel()
                var body: some View { Button("Observed \\(model.count)") { model.count += 1 } }
            }
            struct Owning: View {
                @StateObject var model = CounterModel()
                var body: some View { Button("Owned \\(model.count)") { model.count += 1 } }
            }
            struct Parent: View {
                @State private var refresh = 0
                var body: some View {
                    VStack {
                        Text("refresh \\(refresh)")
                        Observing()
                        Owning()
                        Button("Refresh") { refresh += 1 }
                    }
                }
            }
            """).expectSuccess(":launch Parent --single-pass\n:tap Observed 0\n:tap Owned 0\n:tap Refresh")
        #expect(s.printed == ["CounterModel.init", "CounterModel.init", "CounterModel.init"])
        #expect(s.texts.contains("Observed 0"))
        #expect(s.texts.contains("Owned 1"))
    }

    /// The Combine search view model of pre-iOS 17 MVVM tutorials
    /// (`$query.debounce(…).removeDuplicates().map(…).sink`): only a value
    /// that stays 300 ms reaches the sink, on the virtual clock.
    @Test("a debounced @Published query in an ObservableObject")
    func combineDebouncedSearch() {
        let s = Scenario("""
            import SwiftUI
            import Combine
            final class SearchModel: ObservableObject {
                @Published var query = ""
                @Published private(set) var results: [String] = []
                private var cancellables = Set<AnyCancellable>()
                let all = ["apple", "apricot", "banana", "blueberry", "cherry"]
                init() {
                    $query
                        .debounce(for: .milliseconds(300), scheduler: RunLoop.main)
                        .removeDuplicates()
                        .map { q in q.isEmpty ? [] : self.all.filter { $0.hasPrefix(q.lowercased()) } }
                        .sink { [weak self] r in print("results", r); self?.results = r }
                        .store(in: &cancellables)
                }
            }
            struct SearchScreen: View {
                @StateObject private var model = SearchModel()
                var body: some View {
                    VStack {
                        TextField("Search", text: $model.query)
                        ForEach(model.results, id: \\.self) { Text($0) }
                    }
                }
            }
            """).expectSuccess(":launch SearchScreen --single-pass\n:type Search a\n:wait 100ms\n:type Search ap\n:wait 400ms\n:type Search b\n:wait 1s")
        #expect(s.printed == ["results [\"apple\", \"apricot\"]", "results [\"banana\", \"blueberry\"]"])
        #expect(s.texts.contains("blueberry"))
    }

    /// WWDC21 "Demystify SwiftUI": `AnyView` erases the type, but a view of
    /// the same type in the same place keeps its identity and its state.
    @Test("AnyView around the same view type keeps the state")
    func anyViewOfTheSameTypeKeepsState() {
        let s = Scenario("""
            import SwiftUI
            struct Row: View {
                let text: String
                @State private var liked = false
                var body: some View { Button("\\(text) \\(liked ? "liked" : "not liked")") { liked.toggle() } }
            }
            struct Switcher: View {
                @State private var compact = false
                var content: some View {
                    if compact { return AnyView(Row(text: "compact")) }
                    return AnyView(Row(text: "regular"))
                }
                var body: some View {
                    VStack { content; Button("Toggle layout") { compact.toggle() } }
                }
            }
            """).expectSuccess(":launch Switcher --single-pass\n:tap regular not liked\n:tap Toggle layout")
        #expect(s.texts.contains("compact liked"))
    }

    /// Apple documentation, "task(priority:_:)": a pushed screen's task is
    /// cancelled when the screen is popped ("SwiftUI will automatically
    /// cancel the task at some point after the view disappears"); a task
    /// left alone finishes.
    @Test("a pushed screen's task is cancelled when it is popped")
    func taskCancelledOnPop() {
        let s = Scenario("""
            import SwiftUI
            struct Detail: View {
                let id: Int
                var body: some View {
                    Text("Detail \\(id)")
                        .task {
                            print("start \\(id)")
                            do { try await Task.sleep(for: .seconds(5)); print("done \\(id)") }
                            catch { print("cancelled \\(id)") }
                        }
                }
            }
            struct Master: View {
                var body: some View {
                    NavigationStack {
                        List(1..<4, id: \\.self) { i in NavigationLink("Item \\(i)", value: i) }
                            .navigationDestination(for: Int.self) { Detail(id: $0) }
                    }
                }
            }
            """).expectSuccess(":launch Master --single-pass\n:tap Item 2\n:wait 1s\n:back\n:wait 1s\n:tap Item 3\n:wait 6s")
        #expect(s.printed == ["start 2", "cancelled 2", "start 3", "done 3"])
    }

    /// Apple documentation, "alert(_:isPresented:presenting:actions:message:)":
    /// the alert shows the presented error's message; an action button
    /// dismisses it after running. A retry that succeeds replaces the
    /// spinner.
    @Test("a load error in an alert with Retry")
    func errorAlertWithRetry() {
        let s = Scenario("""
            import SwiftUI
            struct LoadError: Error, LocalizedError { var errorDescription: String? { "Server unavailable" } }
            @MainActor final class ProfileModel: ObservableObject {
                @Published var name: String?
                @Published var error: LoadError?
                var attempts = 0
                func load() async {
                    attempts += 1
                    try? await Task.sleep(for: .seconds(1))
                    if attempts < 2 { error = LoadError() } else { name = "Ada" }
                }
            }
            struct ProfileScreen: View {
                @StateObject private var model = ProfileModel()
                var body: some View {
                    Group {
                        if let name = model.name { Text("Hello \\(name)") } else { ProgressView("Loading") }
                    }
                    .task { await model.load() }
                    .alert("Error", isPresented: Binding(get: { model.error != nil }, set: { if !$0 { model.error = nil } }),
                           presenting: model.error) { _ in
                        Button("Retry") { Task { await model.load() } }
                        Button("Cancel", role: .cancel) { }
                    } message: { e in Text(e.localizedDescription) }
                }
            }
            """).expectSuccess(":launch ProfileScreen --single-pass\n:wait 1s")
        #expect(s.texts.contains("Server unavailable"))
        s.expectSuccess(":tap Retry\n:wait 1s")
        #expect(ControlTexts.onScreen(s.session.viewTree()) == ["Hello Ada"])
    }

    /// Hacking with Swift, "How to make a TextField or TextEditor have
    /// default focus" and Apple's "FocusState": focus set in onAppear, Return
    /// moving to the next field, a button disabled until the form is valid
    /// and clearing focus when tapped; onChange sees each settled value.
    @Test("a sign-up form: focus, validation, a disabled button")
    func signUpFormWithFocusAndValidation() {
        let s = Scenario("""
            import SwiftUI
            enum Field: Hashable { case name, email }
            struct SignupForm: View {
                @State private var name = ""
                @State private var email = ""
                @FocusState private var focus: Field?
                @State private var submitted = false
                var isValid: Bool { !name.isEmpty && email.contains("@") }
                var body: some View {
                    Form {
                        Section("Account") {
                            TextField("Name", text: $name).focused($focus, equals: .name).onSubmit { focus = .email }
                            TextField("Email", text: $email).focused($focus, equals: .email)
                            if !email.isEmpty && !email.contains("@") { Text("Invalid email") }
                        }
                        Button("Sign up") { submitted = true; focus = nil }.disabled(!isValid)
                        if submitted { Text("Welcome, \\(name)") }
                    }
                    .onAppear { focus = .name }
                    .onChange(of: focus) { print("focus:", String(describing: focus)) }
                }
            }
            """)
        s.run(":launch SignupForm --single-pass\n:tap Sign up")
        #expect(s.refusals.count == 1, "a disabled button is refused")
        s.expectSuccess(":type Name Ada\n:submit Name\n:type Email ada")
        #expect(s.texts.contains("Invalid email"))
        s.expectSuccess(":type Email ada@x.io\n:tap Sign up")
        #expect(s.printed == ["focus: Optional(main.Field.name)", "focus: Optional(main.Field.email)", "focus: nil"])
        #expect(s.texts.contains("Welcome, Ada"))
        #expect(!s.texts.contains("Invalid email"))
    }
}
