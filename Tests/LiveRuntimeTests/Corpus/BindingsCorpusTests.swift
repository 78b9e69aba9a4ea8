import LiveRuntime
import StateLabTestSupport
import Testing

/// Bindings: @Binding, $state, controls, @Bindable.
@Suite("Corpus: Bindings")
struct BindingsCorpusTests {
    /// Apple documentation, `Binding`
    /// (https://developer.apple.com/documentation/swiftui/binding): a
    /// `PlayButton` with `@Binding var isPlaying` toggles its parent's
    /// `@State`; "Whenever the user taps the PlayButton, the PlayerView
    /// updates its isPlaying state."
    @Test("Binding: a child writing through its binding updates the owner's state and view")
    func childWriteUpdatesOwner() {
        let s = Scenario("""
            import SwiftUI
            struct PlayButton: View {
                @Binding var isPlaying: Bool
                var body: some View {
                    Button(isPlaying ? "Pause" : "Play") { isPlaying.toggle() }
                }
            }
            struct PlayerView: View {
                @State private var isPlaying = false
                var body: some View {
                    VStack {
                        Text(isPlaying ? "now playing" : "stopped")
                        PlayButton(isPlaying: $isPlaying)
                    }
                }
            }
            """).expectSuccess(":launch PlayerView --single-pass\n:tap Play")
        #expect(s.texts.contains("now playing"))
    }

    /// Apple documentation, `Binding`: the `PlayButton` reads the bound value
    /// for its own title, so it shows "Pause" once playing — a binding is a
    /// dependency of the view that reads it.
    @Test("Binding: the child that reads its binding shows the new value")
    func childReadingBindingUpdates() {
        let s = Scenario("""
            import SwiftUI
            struct PlayButton: View {
                @Binding var isPlaying: Bool
                var body: some View {
                    Button(isPlaying ? "Pause" : "Play") { isPlaying.toggle() }
                }
            }
            struct PlayerView: View {
                @State private var isPlaying = false
                var body: some View {
                    VStack {
                        Text(isPlaying ? "now playing" : "stopped")
                        PlayButton(isPlaying: $isPlaying)
                    }
                }
            }
            """).expectSuccess(":launch PlayerView --single-pass\n:tap Play")
        #expect(s.session.screen.buttons == ["Pause"])
    }

    /// Apple documentation, `Binding.wrappedValue`
    /// (https://developer.apple.com/documentation/swiftui/binding/wrappedvalue):
    /// "When a mutable binding value changes, the new value is immediately
    /// available. However, updates to a view displaying the value happens
    /// asynchronously."
    @Test("Binding.wrappedValue: a write through a binding is readable at once in the same action")
    func bindingWriteImmediatelyReadable() {
        let s = Scenario("""
            import SwiftUI
            struct Stepper2: View {
                @Binding var value: Int
                var body: some View {
                    Button("Step") {
                        value += 1
                        print("value is now", value)
                    }
                }
            }
            struct Host: View {
                @State private var value = 10
                var body: some View { Stepper2(value: $value) }
            }
            """).expectSuccess(":launch Host --single-pass\n:tap Step")
        #expect(s.printed == ["value is now 11"])
    }

    /// Apple documentation, "Managing user interface state"
    /// (https://developer.apple.com/documentation/swiftui/managing-user-interface-state):
    /// store state "in the least common ancestor of the views that need the
    /// data", share it "as read-only through a Swift property, or … with a
    /// binding"; "SwiftUI watches for changes in the data, and updates any
    /// affected views".
    @Test("Managing UI state: a sibling given a plain value updates when another sibling writes through a binding")
    func siblingsShareStateThroughAncestor() {
        let s = Scenario("""
            import SwiftUI
            struct FilterPicker: View {
                @Binding var filter: String
                var body: some View { Button("Only unread") { filter = "unread" } }
            }
            struct FilterLabel: View {
                let filter: String
                var body: some View { Text("showing \\(filter)") }
            }
            struct Mailbox: View {
                @State private var filter = "all"
                var body: some View {
                    VStack {
                        FilterPicker(filter: $filter)
                        FilterLabel(filter: filter)
                    }
                }
            }
            """).expectSuccess(":launch Mailbox --single-pass\n:tap \"Only unread\"")
        #expect(s.texts.contains("showing unread"))
    }

    /// Apple documentation, `State.projectedValue`
    /// (https://developer.apple.com/documentation/swiftui/state/projectedvalue):
    /// "Use the projected value to get a Binding to the stored value", as a
    /// `Toggle` does with `isOn: $state`.
    @Test("State.projectedValue: a Toggle bound with $state writes the state")
    func toggleWritesState() {
        let s = Scenario("""
            import SwiftUI
            struct Alarm: View {
                @State private var armed = false
                var body: some View {
                    VStack {
                        Toggle("Armed", isOn: $armed)
                        Text(armed ? "alarm on" : "alarm off")
                    }
                }
            }
            """).expectSuccess(":launch Alarm --single-pass\n:toggle Armed")
        #expect(s.texts.contains("alarm on"))
        s.expectSuccess(":toggle Armed")
        #expect(s.texts.contains("alarm off"))
    }

    /// Apple documentation, `Bindable`
    /// (https://developer.apple.com/documentation/swiftui/bindable): its
    /// `BookEditView` wraps the `book` input with `@Bindable` and passes
    /// `$book.title` to a `TextField` and `$book.isAvailable` to a `Toggle`.
    @Test("Bindable: $model.property bindings let a TextField and a Toggle edit an @Observable model")
    func bindableEditsObservable() {
        let s = Scenario("""
            import SwiftUI
            import Observation
            @Observable final class Book {
                var title = "Sample Book Title"
                var isAvailable = true
            }
            struct BookEditView: View {
                @Bindable var book: Book
                var body: some View {
                    Form {
                        TextField("Title", text: $book.title)
                        Toggle("Book is available", isOn: $book.isAvailable)
                    }
                }
            }
            struct BookDetail: View {
                @State private var book = Book()
                var body: some View {
                    VStack {
                        Text("\\(book.title), available: \\(book.isAvailable)")
                        BookEditView(book: book)
                    }
                }
            }
            """).expectSuccess(":launch BookDetail --single-pass\n:type Title Emma\n:toggle \"Book is available\"")
        #expect(s.texts.contains("Emma, available: false"))
    }

    /// Apple documentation, `Bindable`: "you can create a @Bindable variable
    /// within a view's body", as its `LibraryView` does for each book
    /// (`@Bindable var book = book`).
    @Test("Bindable: a @Bindable local variable inside body gives bindings to an element")
    func bindableLocalInBody() {
        let s = Scenario("""
            import SwiftUI
            import Observation
            @Observable final class Book {
                var title = "untitled"
            }
            struct LibraryView: View {
                @State private var book = Book()
                var body: some View {
                    @Bindable var book = book
                    VStack {
                        TextField("Title", text: $book.title)
                        Text("title \\(book.title)")
                    }
                }
            }
            """).expectSuccess(":launch LibraryView --single-pass\n:type Title Ulysses")
        #expect(s.texts.contains("title Ulysses"))
    }

    /// Apple documentation, `ObservedObject`: its example passes a
    /// `StateObject` to `MySubView`, whose `Toggle("Enabled", isOn:
    /// $model.isEnabled)` writes the model; "Subviews can also make updates
    /// to the model properties, like the Toggle in the above example, that
    /// propagate to other observers throughout the view hierarchy."
    @Test("ObservedObject: a Toggle bound to $model.property updates other observers of the model")
    func observedObjectBindingPropagates() {
        let s = Scenario("""
            import SwiftUI
            final class DataModel: ObservableObject {
                @Published var name = "Some Name"
                @Published var isEnabled = false
            }
            struct MySubView: View {
                @ObservedObject var model: DataModel
                var body: some View { Toggle("Enabled", isOn: $model.isEnabled) }
            }
            struct MyView: View {
                @StateObject private var model = DataModel()
                var body: some View {
                    VStack {
                        Text("\\(model.name) enabled: \\(model.isEnabled)")
                        MySubView(model: model)
                    }
                }
            }
            """).expectSuccess(":launch MyView --single-pass\n:toggle Enabled")
        #expect(s.texts.contains("Some Name enabled: true"))
    }

    /// Apple documentation, `TextField` with `text:` binding (via
    /// "Managing user interface state": a control receives "a two-way
    /// connection to the state with a binding"): typing writes the state.
    @Test("Managing UI state: typing in a TextField bound to @State writes the state")
    func textFieldWritesState() {
        let s = Scenario("""
            import SwiftUI
            struct Search: View {
                @State private var query = ""
                var body: some View {
                    VStack {
                        TextField("Search", text: $query)
                        Text(query.isEmpty ? "type to search" : "searching \\(query)")
                    }
                }
            }
            """).expectSuccess(":launch Search --single-pass\n:type Search pasta")
        #expect(s.texts.contains("searching pasta"))
    }
}
