import LiveRuntime
import StateLabTestSupport
import Testing

/// `Self._printChanges()`: SwiftUI's own account of why a body runs, the
/// tool articles about re-renders reach for first. Its line is
/// `TypeName: <what> changed.` or `TypeName: unchanged.`: the meta inputs
/// `@self` (a new value from the parent) and `@identity` (a new view),
/// `@dependencies` for Observation reads (iOS 17), then the view's
/// dynamic-property fields by their stored names (`_count`).
@Suite("Corpus: _printChanges")
struct PrintChangesCorpusTests {
    /// "Demystify SwiftUI", WWDC 2021, introduced `Self._printChanges()`;
    /// a first evaluation names every input, the dynamic properties
    /// included: "DanceStack: @self, @identity, _vm, _compact changed."
    /// (contracorner.com, "Debugging SwiftUI"). A `@State` write names its
    /// field: "ContentView: _counter changed" (studyraid, "Debugging view
    /// hierarchies with runtime inspection").
    @Test("the first body names @self, @identity and every dynamic property; a @State write names its field")
    func firstEvaluationAndStateWrite() {
        let s = Scenario("""
            import SwiftUI
            final class Feed: ObservableObject { @Published var items: [String] = [] }
            struct FeedScreen: View {
                @State private var counter = 0
                @StateObject private var feed = Feed()
                let title = "Feed"
                var body: some View {
                    let _ = Self._printChanges()
                    VStack {
                        Text("\\(title) \\(counter) \\(feed.items.count)")
                        Button("More") { counter += 1 }
                        Button("Load") { feed.items.append("x") }
                    }
                }
            }
            """).expectSuccess(":launch FeedScreen --single-pass\n:tap More\n:tap Load")
        #expect(s.printed == [
            "FeedScreen: @self, @identity, _counter, _feed changed.",
            "FeedScreen: _counter changed.",
            "FeedScreen: _feed changed.",
        ])
    }

    /// "Demystify SwiftUI performance", WWDC 2023: a child whose parent
    /// passed it a different value reports `@self changed.`; one whose
    /// `@Observable` model changed a property its body read reports
    /// `@dependencies changed.`. A parent's update that gives a child an
    /// equal value does not run the child's body at all.
    @Test("a new value from the parent is @self; an @Observable read is @dependencies")
    func selfAndDependencies() {
        let s = Scenario("""
            import SwiftUI
            import Observation
            @Observable final class Dog { var name = "Rex"; var age = 3 }
            struct DogName: View {
                let dog: Dog
                var body: some View {
                    let _ = Self._printChanges()
                    Text(dog.name)
                }
            }
            struct Badge: View {
                let text: String
                var body: some View {
                    let _ = Self._printChanges()
                    Text(text)
                }
            }
            struct Kennel: View {
                @State private var dog = Dog()
                @State private var visits = 0
                var body: some View {
                    VStack {
                        Badge(text: "visits \\(visits)")
                        Badge(text: "kennel")
                        DogName(dog: dog)
                        Button("Visit") { visits += 1 }
                        Button("Rename") { dog.name = "Max" }
                        Button("Birthday") { dog.age += 1 }
                    }
                }
            }
            """).expectSuccess(":launch Kennel --single-pass")
        let launch = s.printed.count
        s.expectSuccess(":tap Visit\n:tap Rename\n:tap Birthday")
        #expect(s.printed(since: launch) == ["Badge: @self changed.", "DogName: @dependencies changed."])
    }

    /// OpenSwiftUI's reimplementation (OpenSwiftUIProject, "Add
    /// _printChanges implementation", ChangedBodyProperty.swift) prints
    /// `unchanged.` when no input is marked changed — as for a body run
    /// again at launch with nothing new — and reports an environment
    /// object's publishing through the field that reads it.
    @Test("nothing marked is 'unchanged.'; an environment object publishing names its field")
    func unchangedAndEnvironmentObject() {
        let s = Scenario("""
            import SwiftUI
            final class Cart: ObservableObject { @Published var count = 0 }
            struct CartBadge: View {
                @EnvironmentObject var cart: Cart
                var body: some View {
                    let _ = Self._printChanges()
                    Text("\\(cart.count) in cart")
                }
            }
            struct Store: View {
                @StateObject private var cart = Cart()
                var body: some View {
                    let _ = Self._printChanges()
                    VStack {
                        CartBadge()
                        Button("Add") { cart.count += 1 }
                    }
                    .environmentObject(cart)
                }
            }
            """).expectSuccess(":launch Store\n:tap Add")
        #expect(s.printed == [
            "Store: @self, @identity, _cart changed.",
            "CartBadge: @self, @identity, _cart changed.",
            "Store: unchanged.",
            "Store: _cart changed.",
            "CartBadge: _cart changed.",
        ])
    }

    /// A child holding a `@Binding` to its parent's state reports its
    /// binding field (`_value`); the parent, which only passes `$isOn` on
    /// and never reads it, is not evaluated again, so the child gets no new
    /// value (no `@self`). `Self._logChanges()` (iOS 17.1) logs the same
    /// line, which Xcode's console shows.
    @Test("a @Binding child names @self and its binding field; _logChanges reports alike")
    func bindingChild() {
        let s = Scenario("""
            import SwiftUI
            struct Toggler: View {
                @Binding var value: Bool
                var body: some View {
                    let _ = Self._logChanges()
                    Button(value ? "On" : "Off") { value.toggle() }
                }
            }
            struct Panel: View {
                @State private var isOn = false
                var body: some View { Toggler(value: $isOn) }
            }
            """).expectSuccess(":launch Panel --single-pass\n:tap Off")
        #expect(s.printed == ["Toggler: @self, @identity, _value changed.", "Toggler: _value changed."])
    }
}
