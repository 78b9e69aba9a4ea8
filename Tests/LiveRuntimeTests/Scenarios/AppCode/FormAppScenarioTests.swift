import LiveRuntime
import StateLabTestSupport
import Testing

/// App-style code as tutorials write it, run against what iOS does.
@Suite("Forms with pickers, date pickers, sheets and an environment model")
struct FormAppScenarioTests {
    /// An `@Observable` store owned in `@State` and passed down with
    /// `.environment`; a sheet edits a new item through a `@Binding`, with
    /// an enum `Picker`, a date-only `DatePicker` and a `specifier:` title.
    @Test func aSheetAddsATodoToTheEnvironmentStore() {
        let s = Scenario("""
            import SwiftUI
            import Observation

            enum Priority: String, CaseIterable, Identifiable {
                case low, medium, high
                var id: Self { self }
            }

            @Observable
            final class TodoStore {
                var items: [Todo] = []
                func add(_ todo: Todo) { items.append(todo) }
            }

            struct Todo: Identifiable, Hashable {
                let id = UUID()
                var title: String
                var priority: Priority
                var due: Date
            }

            struct NewTodoSheet: View {
                @Binding var isPresented: Bool
                @Environment(TodoStore.self) private var store
                @State private var title = ""
                @State private var priority = Priority.medium
                @State private var due = Date()
                var body: some View {
                    Form {
                        TextField("Title", text: $title)
                        Picker("Priority", selection: $priority) {
                            ForEach(Priority.allCases) { p in
                                Text(p.rawValue.capitalized).tag(p)
                            }
                        }
                        DatePicker("Due", selection: $due, displayedComponents: .date)
                        Button("Save") {
                            store.add(Todo(title: title, priority: priority, due: due))
                            isPresented = false
                        }
                    }
                }
            }

            struct ContentView: View {
                @State private var store = TodoStore()
                @State private var showing = false
                @State private var selection: Todo.ID?
                var body: some View {
                    NavigationStack {
                        List(store.items, selection: $selection) { item in
                            Text("\\(item.title) · \\(item.priority.rawValue) · \\(item.due.formatted(date: .abbreviated, time: .omitted))")
                        }
                        .navigationTitle("Todos \\(store.items.count, specifier: "%d")")
                        .toolbar { Button("Add") { showing = true } }
                        .sheet(isPresented: $showing) {
                            NewTodoSheet(isPresented: $showing)
                        }
                    }
                    .environment(store)
                }
            }
            """).expectSuccess("""
            :launch
            :tap Add
            :type Title "Buy milk"
            :pick Priority High
            :pick Due 2026-02-03
            :tap Save
            """)
        let texts = ControlTexts.all(s.session.viewTree())
        #expect(texts.contains("Buy milk · high · Feb 3, 2026"), "\(texts)")
        #expect(!texts.contains("Save"), "the sheet is dismissed")
    }
}
