import LiveRuntime
import StateLabTestSupport
import Testing

/// Environment: environmentObject, @Environment of an @Observable type.
@Suite("Corpus: Environment")
struct EnvironmentCorpusTests {
    /// Apple documentation, `environmentObject(_:)`
    /// (https://developer.apple.com/documentation/swiftui/view/environmentobject(_:)):
    /// "Adding an object to a view's environment makes the object available
    /// to subviews in the view's hierarchy"; and `EnvironmentObject`
    /// (https://developer.apple.com/documentation/swiftui/environmentobject):
    /// "An environment object invalidates the current view whenever the
    /// observable object … changes."
    @Test("EnvironmentObject: a grandchild reads the ancestor's object and updates when it changes")
    func environmentObjectReachesDescendants() {
        let s = Scenario("""
            import SwiftUI
            final class Theme: ObservableObject {
                @Published var accent = "blue"
            }
            struct Swatch: View {
                @EnvironmentObject var theme: Theme
                var body: some View { Text("accent \\(theme.accent)") }
            }
            struct Palette: View {
                var body: some View { VStack { Swatch() } }
            }
            struct Studio: View {
                @StateObject private var theme = Theme()
                var body: some View {
                    VStack {
                        Button("Go red") { theme.accent = "red" }
                        Palette()
                    }
                    .environmentObject(theme)
                }
            }
            """).expectSuccess(":launch Studio --single-pass")
        #expect(s.texts.contains("accent blue"))
        s.expectSuccess(":tap \"Go red\"")
        #expect(s.texts.contains("accent red"))
        #expect(s.bodyCount("Palette", in: s.events(after: "tap")) == 0, "only the reader is invalidated")
    }

    /// Apple documentation, `EnvironmentObject`: the object invalidates the
    /// view "whenever the observable object … changes" — object-level, so a
    /// write to a published property the view never reads also re-runs it.
    @Test("EnvironmentObject: any @Published write invalidates the readers, even of a property they do not read")
    func environmentObjectInvalidatesOnAnyChange() {
        let s = Scenario("""
            import SwiftUI
            final class Theme: ObservableObject {
                @Published var accent = "blue"
                @Published var fontSize = 12
            }
            struct Swatch: View {
                @EnvironmentObject var theme: Theme
                var body: some View { Text("accent \\(theme.accent)") }
            }
            struct Studio: View {
                @StateObject private var theme = Theme()
                var body: some View {
                    VStack {
                        Button("Bigger") { theme.fontSize += 1 }
                        Swatch()
                    }
                    .environmentObject(theme)
                }
            }
            """).expectSuccess(":launch Studio --single-pass\n:tap Bigger")
        #expect(s.bodyCount("Swatch", in: s.events(after: "tap")) == 1)
    }

    /// Pulse issue #211 (https://github.com/kean/Pulse/issues/211): "the app
    /// crashes due to the ConsoleEnvironment not being assigned" — reading
    /// an `@EnvironmentObject` that no ancestor supplied stops the app with
    /// "Fatal error: No ObservableObject of type ConsoleEnvironment found. A
    /// View.environmentObject(_:) for ConsoleEnvironment may be missing as
    /// an ancestor of this view."
    @Test("Pulse #211: a missing environment object is a fatal error naming the type")
    func missingEnvironmentObjectIsFatal() {
        let s = Scenario("""
            import SwiftUI
            final class ConsoleEnvironment: ObservableObject { @Published var filter = "" }
            struct ConsoleRow: View {
                @EnvironmentObject var environment: ConsoleEnvironment
                var body: some View { Text("filter \\(environment.filter)") }
            }
            struct Console: View {
                var body: some View { ConsoleRow() }
            }
            """).run(":launch Console --single-pass")
        #expect(s.failures.count == 1)
        #expect(s.failures.first?.diagnostics.map(\.message) == [
            "Fatal error: No ObservableObject of type ConsoleEnvironment found. A View.environmentObject(_:) for ConsoleEnvironment may be missing as an ancestor of this view.",
        ])
    }

    /// Apple documentation, `environment(_:)` for Observable objects
    /// (https://developer.apple.com/documentation/swiftui/view/environment(_:)):
    /// "Places an observable object in the view's environment"; a
    /// descendant reads it with `@Environment(Type.self)`.
    @Test("environment(_:): an @Observable object placed in the environment is read by @Environment(Type.self)")
    func observableInEnvironment() {
        let s = Scenario("""
            import SwiftUI
            import Observation
            @Observable final class Library {
                var books = 3
            }
            struct LibraryView: View {
                @Environment(Library.self) private var library
                var body: some View {
                    VStack {
                        Text("books \\(library.books)")
                        Button("Donate") { library.books += 1 }
                    }
                }
            }
            struct BookApp: View {
                @State private var library = Library()
                var body: some View { LibraryView().environment(library) }
            }
            """).expectSuccess(":launch BookApp --single-pass\n:tap Donate")
        #expect(s.texts.contains("books 4"))
    }

    /// Apple documentation, `Environment.init(_:)` for an optional
    /// Observable (https://developer.apple.com/documentation/swiftui/environment/init(_:)-8slkf):
    /// it reads the object "returning nil if no corresponding object has
    /// been set in the current view's environment"; and `environment(_:)`
    /// takes an optional, "or nil to clear an object of this type from the
    /// environment" (its `RootView` example holds a `Profile?` in `@State`).
    @Test("Environment(Type.self) as an optional: nil until an ancestor places the object")
    func optionalEnvironmentObservable() {
        let s = Scenario("""
            import SwiftUI
            import Observation
            @Observable final class Profile {
                var name = "ann"
            }
            struct Greeting: View {
                @Environment(Profile.self) private var currentProfile: Profile?
                var body: some View { Text(currentProfile.map { "hi \\($0.name)" } ?? "signed out") }
            }
            struct RootView: View {
                @State private var currentProfile: Profile?
                var body: some View {
                    VStack {
                        Button("Sign in") { currentProfile = Profile() }
                        Greeting()
                    }
                    .environment(currentProfile)
                }
            }
            """).expectSuccess(":launch RootView --single-pass")
        #expect(s.texts.contains("signed out"))
        s.expectSuccess(":tap \"Sign in\"")
        #expect(s.texts.contains("hi ann"))
    }

    /// Apple documentation, "Migrating from the Observable Object protocol to
    /// the Observable macro": `Environment` replaces `EnvironmentObject` for
    /// Observable types, and views update only for "the observable
    /// properties that a view's body reads" — an environment reader is not
    /// invalidated by a property it never read.
    @Test("Migrating to Observable: an @Environment reader is not updated by a property it did not read")
    func environmentObservableTracksReads() {
        let s = Scenario("""
            import SwiftUI
            import Observation
            @Observable final class Library {
                var name = "City"
                var visitors = 0
            }
            struct Sign: View {
                @Environment(Library.self) private var library
                var body: some View { Text("\\(library.name) library") }
            }
            struct Lobby: View {
                @State private var library = Library()
                var body: some View {
                    VStack {
                        Button("Enter") { library.visitors += 1 }
                        Button("Rename") { library.name = "Town" }
                        Sign()
                    }
                    .environment(library)
                }
            }
            """).expectSuccess(":launch Lobby --single-pass\n:tap Enter")
        #expect(s.bodyCount("Sign", in: s.events(after: "tap")) == 0)
        s.expectSuccess(":tap Rename")
        #expect(s.bodyCount("Sign", in: s.events(after: "tap")) == 1)
        #expect(s.texts.contains("Town library"))
    }

    /// Apple documentation, `Bindable.init(_:)`
    /// (https://developer.apple.com/documentation/swiftui/bindable/init(_:)):
    /// a view reading a `Book` with `@Environment(Book.self)` edits it through
    /// `TextField("Title", text: Bindable(book).title)`.
    @Test("Bindable(_:): a binding made inline from an environment object edits it")
    func bindableInlineFromEnvironment() {
        let s = Scenario("""
            import SwiftUI
            import Observation
            @Observable final class Book {
                var title = "Sample Book Title"
            }
            struct TitleEditView: View {
                @Environment(Book.self) private var book
                var body: some View {
                    VStack {
                        TextField("Title", text: Bindable(book).title)
                        Text("title: \\(book.title)")
                    }
                }
            }
            struct Shelf: View {
                @State private var book = Book()
                var body: some View { TitleEditView().environment(book) }
            }
            """).expectSuccess(":launch Shelf --single-pass\n:type Title Dune")
        #expect(s.texts.contains("title: Dune"))
    }
}
