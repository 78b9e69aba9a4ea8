import LiveRuntime
import StateLabTestSupport
import Testing

/// App code as tutorial readers write it, run as a user would drive it:
/// a list of rows that show their dates pushing a detail by value; a
/// sheet that edits a copy through a `@Binding` and dismisses itself; a
/// settings-style `Form` with an enum-driven `Picker`, a `Stepper`, an
/// `@AppStorage` toggle, `@FocusState` moved by `.onSubmit`, a
/// confirmation dialog and an alert; a to-do list over bindings with
/// swipe-to-delete and a toolbar button. Each outcome is what SwiftUI's
/// documentation says iOS 17 does (a pushed screen's state is its own and
/// is gone when popped; a dismissed sheet's draft is dropped; a dialog's
/// button dismisses it after its action).
@Suite("Tutorial apps")
struct TutorialAppScenarioTests {
    /// The rows' closure knows each row's type from the array, so
    /// `book.added.formatted(date: .abbreviated, time: .omitted)` resolves
    /// its implicit members (it was "cannot infer contextual base").
    @Test("a list of rows with dates pushes a detail by value; its state is per push")
    func listAndDetailByValue() {
        let s = Scenario("""
            import SwiftUI

            struct Book: Identifiable, Hashable {
                let id = UUID()
                var title: String
                var author: String
                var added: Date
            }

            @Observable final class Library {
                var books: [Book] = [
                    Book(title: "Dune", author: "Frank Herbert", added: Date(timeIntervalSince1970: 1_780_027_000)),
                    Book(title: "Emma", author: "Jane Austen", added: Date(timeIntervalSince1970: 1_780_113_400)),
                ]
            }

            struct BookList: View {
                @State private var library = Library()
                var body: some View {
                    NavigationStack {
                        List(library.books) { book in
                            NavigationLink(value: book) {
                                VStack(alignment: .leading) {
                                    Text(book.title).font(.headline)
                                    Text(book.added.formatted(date: .abbreviated, time: .omitted))
                                }
                            }
                        }
                        .navigationTitle("Books")
                        .navigationDestination(for: Book.self) { book in
                            BookDetail(book: book)
                        }
                    }
                }
            }

            struct BookDetail: View {
                let book: Book
                @State private var reads = 0
                var body: some View {
                    VStack {
                        Text("\\(book.title) by \\(book.author)")
                        Text("Added \\(book.added, format: .dateTime.day().month(.wide))")
                        Button("Read") { reads += 1; print("read \\(book.title) \\(reads)") }
                    }
                    .onAppear { print("detail \\(book.title)") }
                    .onDisappear { print("left \\(book.title)") }
                }
            }
            """).expectSuccess("""
            :launch BookList --single-pass
            :tap Dune
            :tap Read
            :tap Read
            :back
            :tap Emma
            :tap Read
            """)
        #expect(s.printed == ["detail Dune", "read Dune 1", "read Dune 2", "left Dune", "detail Emma", "read Emma 1"])
        let texts = ControlTexts.onScreen(s.session.viewTree())
        #expect(texts.contains("Emma by Jane Austen"))
        #expect(texts.contains("Added May 30"))
    }

    @Test("a sheet edits a draft through a @Binding: Cancel drops it, Save writes it back once")
    func sheetEditsThroughABinding() {
        let s = Scenario("""
            import SwiftUI

            struct Profile: Equatable {
                var name: String
                var bio: String
            }

            struct EditProfile: View {
                @Binding var profile: Profile
                @Environment(\\.dismiss) private var dismiss
                @State private var draft = Profile(name: "", bio: "")
                var body: some View {
                    Form {
                        TextField("Name", text: $draft.name)
                        TextField("Bio", text: $draft.bio)
                        Button("Save") {
                            profile = draft
                            dismiss()
                        }
                        Button("Cancel", role: .cancel) { dismiss() }
                    }
                    .onAppear { draft = profile }
                }
            }

            struct ProfileScreen: View {
                @State private var profile = Profile(name: "Ada", bio: "Mathematician")
                @State private var editing = false
                var body: some View {
                    VStack {
                        Text(profile.name)
                        Text(profile.bio)
                        Button("Edit") { editing = true }
                    }
                    .sheet(isPresented: $editing) {
                        EditProfile(profile: $profile)
                    }
                    .onChange(of: profile) { old, new in
                        print("profile \\(old.name) -> \\(new.name)")
                    }
                }
            }
            """).expectSuccess("""
            :launch ProfileScreen --single-pass
            :tap Edit
            :type Name Grace
            :tap Cancel
            """)
        #expect(s.printed.isEmpty)
        #expect(ControlTexts.onScreen(s.session.viewTree()).contains("Ada"))
        _ = s.expectSuccess("""
            :tap Edit
            :type Name Grace
            :type Bio Admiral
            :tap Save
            """)
        #expect(s.printed == ["profile Ada -> Grace"])
        let texts = ControlTexts.onScreen(s.session.viewTree())
        #expect(texts.contains("Grace") && texts.contains("Admiral") && !texts.contains("Save"))
    }

    @Test("a form: focus moves on Return, an enum drives the picker, a dialog then an alert confirm the order")
    func orderForm() {
        let s = Scenario("""
            import SwiftUI

            enum Flavor: String, CaseIterable, Identifiable {
                case vanilla, chocolate, strawberry
                var id: Self { self }
            }

            struct OrderForm: View {
                enum Field: Hashable { case name, notes }
                @AppStorage("name") private var name = ""
                @AppStorage("sprinkles") private var sprinkles = false
                @State private var flavor: Flavor = .vanilla
                @State private var scoops = 1
                @State private var notes = ""
                @State private var confirming = false
                @State private var placed = false
                @FocusState private var focused: Field?

                var body: some View {
                    Form {
                        Section("You") {
                            TextField("Name", text: $name)
                                .focused($focused, equals: .name)
                                .onSubmit { focused = .notes }
                            TextField("Notes", text: $notes)
                                .focused($focused, equals: .notes)
                        }
                        Section("Ice cream") {
                            Picker("Flavor", selection: $flavor) {
                                ForEach(Flavor.allCases) { flavor in
                                    Text(flavor.rawValue.capitalized).tag(flavor)
                                }
                            }
                            Stepper("Scoops: \\(scoops)", value: $scoops, in: 1...4)
                            Toggle("Sprinkles", isOn: $sprinkles)
                        }
                        Button("Order") { confirming = true }
                            .disabled(name.isEmpty)
                    }
                    .onChange(of: focused) { print("focus:", focused.map { "\\($0)" } ?? "none") }
                    .confirmationDialog("Place order?", isPresented: $confirming) {
                        Button("Place \\(scoops) \\(flavor.rawValue)") { placed = true }
                        Button("Cancel", role: .cancel) { }
                    }
                    .alert("Thanks, \\(name)!", isPresented: $placed) {
                        Button("OK") { print("ordered \\(scoops) \\(flavor.rawValue) sprinkles \\(sprinkles)") }
                    }
                }
            }
            """).expectSuccess("""
            :launch OrderForm --single-pass
            :type Name Ada
            :submit Name
            :pick Flavor Chocolate
            :increment Scoops
            :toggle Sprinkles
            :tap Order
            :tap Place 2 chocolate
            :tap OK
            """)
        #expect(s.printed == ["focus: name", "focus: notes", "ordered 2 chocolate sprinkles true"])
    }

    @Test("a to-do list over bindings: toggle, add, swipe to delete, clear the done ones")
    func todoListOverBindings() {
        let s = Scenario("""
            import SwiftUI

            struct Todo: Identifiable {
                let id = UUID()
                var title: String
                var done = false
            }

            final class TodoStore: ObservableObject {
                @Published var todos: [Todo] = [Todo(title: "Milk"), Todo(title: "Eggs"), Todo(title: "Bread")]
                func remove(at offsets: IndexSet) { todos.remove(atOffsets: offsets) }
            }

            struct TodoList: View {
                @StateObject private var store = TodoStore()
                @State private var pendingDelete: Todo?
                @State private var newTitle = ""
                var body: some View {
                    NavigationStack {
                        List {
                            ForEach($store.todos) { $todo in
                                Toggle(todo.title, isOn: $todo.done)
                            }
                            .onDelete(perform: store.remove)
                            HStack {
                                TextField("New", text: $newTitle)
                                Button("Add") {
                                    store.todos.append(Todo(title: newTitle))
                                    newTitle = ""
                                }
                                .disabled(newTitle.isEmpty)
                            }
                        }
                        .toolbar {
                            Button("Clear done") { store.todos.removeAll { $0.done } }
                        }
                        .onChange(of: store.todos.count) { print("count", store.todos.count) }
                    }
                }
            }
            """).expectSuccess("""
            :launch TodoList --single-pass
            :toggle Eggs
            :type New Jam
            :tap Add
            :delete Milk
            :tap Clear done
            """)
        #expect(s.printed == ["count 4", "count 3", "count 2"])
        let texts = ControlTexts.onScreen(s.session.viewTree())
        #expect(texts.contains("Bread") && texts.contains("Jam") && !texts.contains("Eggs") && !texts.contains("Milk"))
    }
}
