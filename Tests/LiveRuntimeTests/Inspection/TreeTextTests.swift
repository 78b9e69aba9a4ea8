import LiveRuntime
import StateLabTestSupport
import Testing

/// `:tree`'s words for values, as a learner reads them (issue 10, ":tree as
/// a learner reads it"): no module prefixes, counts in words, a user
/// property wrapper by what it wraps, a task by what it does, long values
/// shortened between elements.
@Suite("Tree values in a learner's words")
struct TreeTextTests {
    static let shelf = """
    import SwiftUI

    struct Book: Identifiable { let id: Int; var title: String }
    final class Lamp { var watts = 40 }

    @propertyWrapper
    struct Percent: DynamicProperty {
        @State private var stored: Int
        init(wrappedValue: Int) { _stored = State(initialValue: wrappedValue) }
        var wrappedValue: Int {
            get { stored }
            nonmutating set { stored = min(100, max(0, newValue)) }
        }
    }

    @propertyWrapper
    struct MadeLater<Model: AnyObject>: DynamicProperty {
        @State private var made: Model?
        let factory: () -> Model
        init(wrappedValue: @autoclosure @escaping () -> Model) { factory = wrappedValue }
        var wrappedValue: Model { made ?? factory() }
        func update() { if made == nil { made = factory() } }
    }

    struct Shelf: View {
        @State private var path = NavigationPath()
        @State private var books = [Book(id: 1, title: "Dune"), Book(id: 2, title: "Emma")]
        @State private var notes = ["first note, with a comma", "a second [bracketed] note", "a third note, longer still", "four"]
        @State private var reader: Task<Void, Never>?
        @Percent private var volume = 30
        @MadeLater private var lamp = Lamp()

        var body: some View {
            NavigationStack(path: $path) {
                VStack {
                    Button("Open") { path.append(7) }
                    Button("Read") { reader = Task { try? await Task.sleep(for: .seconds(3)) } }
                }
                .task { try? await Task.sleep(for: .seconds(5)) }
                .navigationDestination(for: Int.self) { n in Text("page \\(n)") }
            }
        }
    }
    """

    func property(_ name: String, of scenario: Scenario) throws -> TreeProperty {
        let root = try #require(scenario.session.viewTree())
        return try #require(root.properties.first { $0.name == name }, "no property \(name)")
    }

    @Test("values inside values lose the main. prefix; a path counts its items in words")
    func modulePrefixesAndCounts() throws {
        let s = Scenario(Self.shelf).expectSuccess(":launch Shelf\n:tap Open")
        #expect(try property("books", of: s).value == #"[Book(id: 1, title: "Dune"), Book(id: 2, title: "Emma")]"#)
        #expect(try property("path", of: s).value == "NavigationPath (1 item)")
        let t = Scenario(Self.shelf).expectSuccess(":launch Shelf")
        #expect(try property("path", of: t).value == "NavigationPath (0 items)")
    }

    @Test("a long value is shortened after a whole element, never inside a string or a bracket")
    func longValuesAtABoundary() throws {
        let s = Scenario(Self.shelf).expectSuccess(":launch Shelf")
        let notes = try property("notes", of: s).value
        #expect(notes.count <= 60, "\(notes)")
        #expect(notes.hasPrefix(#"["first note, with a comma""#))
        #expect(notes.hasSuffix(" more]"), "\(notes)")
        // What is kept is whole elements: the quotes balance.
        #expect(notes.filter { $0 == "\"" }.count % 2 == 0)
    }

    /// A value with one element wrapping a long collection (an enum case
    /// with an array payload) is shortened inside that collection: before,
    /// `.loaded([2 repos])` read `loaded(… 1 element)`.
    @Test("a single payload holding a long collection is shortened inside it")
    func singlePayloadShortenedInside() throws {
        let s = Scenario("""
            import SwiftUI
            struct Repo { let id: Int; let name: String }
            enum LoadState { case idle, loaded([Repo]) }
            enum Box { case full([Int]) }
            struct Repos: View {
                @State private var state = LoadState.loaded([Repo(id: 1, name: "swift"), Repo(id: 2, name: "swift-syntax")])
                @State private var box = Box.full(Array(100...120))
                var body: some View { Text("repos") }
            }
            """).expectSuccess(":launch Repos --single-pass")
        #expect(try property("state", of: s).value == #"LoadState.loaded([Repo(id: 1, name: "swift"), … 1 more])"#)
        let box = try property("box", of: s).value
        #expect(box.hasPrefix("Box.full([100, 101, "), "\(box)")
        #expect(box.hasSuffix(" more])"), "\(box)")
    }

    @Test("a user property wrapper shows what it wraps, named by the wrapper, with no generic placeholder")
    func userWrappersShowTheirWrappedValue() throws {
        let s = Scenario(Self.shelf).expectSuccess(":launch Shelf")
        let volume = try property("volume", of: s)
        #expect(volume.wrapper == "@Percent")
        #expect(volume.value == "30")
        let lamp = try property("lamp", of: s)
        #expect(lamp.wrapper == "@MadeLater")
        #expect(lamp.value == "Lamp#1")
        #expect(!lamp.value.contains("Any"))
    }

    @Test("a stored Task says whether it runs; a .task's running task is on its view")
    func tasksSayWhatTheyDo() throws {
        let s = Scenario(Self.shelf).expectSuccess(":launch Shelf\n:tap Read")
        #expect(try property("reader", of: s).value == "Task (running)")
        let root = try #require(s.session.viewTree())
        let stack = try #require(root.children.first)
        #expect(stack.children.first?.tasks.count == 1)
        let later = Scenario(Self.shelf).expectSuccess(":launch Shelf\n:tap Read\n:wait 4s")
        #expect(try property("reader", of: later).value == "Task (finished)")
    }
}
