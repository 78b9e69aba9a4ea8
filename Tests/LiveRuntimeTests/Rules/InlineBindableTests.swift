import LiveRuntime
import StateLabTestSupport
import Testing

/// `Bindable(object)` written inline, as Apple's `Bindable.init(_:)` page
/// shows: its members are bindings to the object's properties, whatever
/// holds the object (a plain property, a loop's element).
@Suite("Bindable(object).property")
struct InlineBindableTests {
    @Test("a binding made inline from a plain property writes through to the object")
    func inlineBindingWrites() {
        let s = Scenario("""
            import SwiftUI
            import Observation
            @Observable final class Alarm {
                var armed = false
                var label = "wake"
            }
            struct AlarmRow: View {
                let alarm: Alarm
                var body: some View {
                    VStack {
                        Toggle("Armed", isOn: Bindable(alarm).armed)
                        TextField("Label", text: Bindable(alarm).label)
                        Text(alarm.label + (alarm.armed ? " on" : " off"))
                    }
                }
            }
            struct Clock: View {
                @State private var alarm = Alarm()
                var body: some View { AlarmRow(alarm: alarm) }
            }
            """).expectSuccess(":launch Clock --single-pass\n:toggle Armed\n:type Label nap")
        #expect(s.texts.contains("nap on"))
    }

    @Test("the wrapper made by Bindable(_:) in an initializer still reads as @Bindable")
    func wrapperFromInitializerStillWorks() {
        let s = Scenario("""
            import SwiftUI
            import Observation
            @Observable final class Note {
                var text = "draft"
            }
            struct Editor: View {
                @Bindable var note: Note
                init(note: Note) { _note = Bindable(note) }
                var body: some View {
                    VStack {
                        TextField("Text", text: $note.text)
                        Text("note " + note.text)
                    }
                }
            }
            struct Pad: View {
                @State private var note = Note()
                var body: some View { Editor(note: note) }
            }
            """).expectSuccess(":launch Pad --single-pass\n:type Text final")
        #expect(s.texts.contains("note final"))
    }

    /// Apple's documentation, "Bindable" and "Managing model data in your
    /// app": a model read from the environment gets bindings through a
    /// `@Bindable` local inside `body` (`@Bindable var book = book`), a
    /// property wrapper on a local variable (SE-0258).
    @Test("@Bindable var book = book inside body makes bindings to an @Environment model")
    func bindableLocalOverEnvironmentModel() {
        let s = Scenario("""
            import SwiftUI
            import Observation
            @Observable final class Book { var title = "Dune"; var stars = 0 }
            struct BookEditor: View {
                @Environment(Book.self) private var book
                var body: some View {
                    @Bindable var book = book
                    VStack {
                        TextField("Title", text: $book.title)
                        Stepper("Stars \\(book.stars)", value: $book.stars)
                    }
                }
            }
            struct Library: View {
                @State private var book = Book()
                var body: some View {
                    VStack {
                        Text("\\(book.title) \\(book.stars)")
                        BookEditor()
                    }
                    .environment(book)
                }
            }
            """).expectSuccess(":launch Library --single-pass\n:type Title Emma\n:increment Stars 0")
        #expect(s.texts.contains("Emma 1"))
    }
}
