import LiveRuntime
import StateLabTestSupport
import Testing

/// Dependencies: what makes SwiftUI evaluate a view's body again.
@Suite("Corpus: Dependencies")
struct DependenciesCorpusTests {
    /// "Demystify SwiftUI", WWDC 2021 (dependencies): a view's body runs
    /// again when one of its dependencies changes; SwiftUI compares a
    /// child's new value with the old one and skips the body of a child
    /// whose inputs did not change ("value comparison used to cut down on
    /// .body calls", in Saurabh's notes on the session,
    /// https://saurabhs.org/wwdc-notes/wwdc-21-demystify-swiftui).
    @Test("Demystify SwiftUI: a child whose inputs are equal is not re-evaluated when its parent is")
    func equalInputsSkipChildBody() {
        let s = Scenario("""
            import SwiftUI
            struct Header: View {
                let title: String
                var body: some View { Text(title) }
            }
            struct Page: View {
                @State private var likes = 0
                var body: some View {
                    VStack {
                        Header(title: "News")
                        Text("likes \\(likes)")
                        Button("Like") { likes += 1 }
                    }
                }
            }
            """).expectSuccess(":launch Page --single-pass\n:tap Like")
        let tap = s.events(after: "tap")
        #expect(s.bodyCount("Page", in: tap) == 1)
        #expect(s.bodyCount("Header", in: tap) == 0)
    }

    /// "Demystify SwiftUI", WWDC 2021: when the value passed to a child
    /// differs, the child is a dependent of that value and its body runs.
    @Test("Demystify SwiftUI: a child whose input changed is re-evaluated")
    func changedInputRunsChildBody() {
        let s = Scenario("""
            import SwiftUI
            struct Header: View {
                let title: String
                var body: some View { Text(title) }
            }
            struct Page: View {
                @State private var likes = 0
                var body: some View {
                    VStack {
                        Header(title: "News (\\(likes))")
                        Button("Like") { likes += 1 }
                    }
                }
            }
            """).expectSuccess(":launch Page --single-pass\n:tap Like")
        #expect(s.bodyCount("Header", in: s.events(after: "tap")) == 1)
        #expect(s.texts.contains("News (1)"))
    }

    /// Apple documentation, `ObservedObject`
    /// (https://developer.apple.com/documentation/swiftui/observedobject):
    /// "When any published property of the observable object changes,
    /// SwiftUI updates any view that depends on the object."
    @Test("ObservedObject: a @Published write updates the views that hold the object")
    func publishedWriteUpdatesObserver() {
        let s = Scenario("""
            import SwiftUI
            final class Account: ObservableObject {
                @Published var name = "Some Name"
                @Published var verified = false
            }
            struct AccountBadge: View {
                @ObservedObject var account: Account
                var body: some View { Text("\\(account.name) verified: \\(account.verified)") }
            }
            struct AccountScreen: View {
                @StateObject private var account = Account()
                var body: some View {
                    VStack {
                        AccountBadge(account: account)
                        Button("Verify") { account.verified = true }
                    }
                }
            }
            """).expectSuccess(":launch AccountScreen --single-pass\n:tap Verify")
        #expect(s.texts.contains("Some Name verified: true"))
    }

    /// Apple documentation, "Migrating from the Observable Object protocol to
    /// the Observable macro"
    /// (https://developer.apple.com/documentation/swiftui/migrating-from-the-observable-object-protocol-to-the-observable-macro):
    /// with `ObservableObject`, a view updates on *any* property change of
    /// the object, not only on the properties its body reads.
    @Test("Migrating to Observable: an ObservableObject's view updates on a @Published property its body never reads")
    func observableObjectUpdatesOnUnreadProperty() {
        let s = Scenario("""
            import SwiftUI
            final class Library: ObservableObject {
                @Published var title = "Shelf"
                @Published var lastOpened = 0
            }
            struct LibraryTitle: View {
                @ObservedObject var library: Library
                var body: some View { Text(library.title) }
            }
            struct LibraryScreen: View {
                @StateObject private var library = Library()
                var body: some View {
                    VStack {
                        LibraryTitle(library: library)
                        Button("Open") { library.lastOpened += 1 }
                    }
                }
            }
            """).expectSuccess(":launch LibraryScreen --single-pass\n:tap Open")
        #expect(s.bodyCount("LibraryTitle", in: s.events(after: "tap")) == 1)
    }

    /// Apple documentation, "Migrating from the Observable Object protocol to
    /// the Observable macro": with Observation, SwiftUI updates a view
    /// "based on changes to the observable properties that a view's body
    /// reads instead of any property changes".
    @Test("Migrating to Observable: writing a property the body does not read leaves the view alone")
    func observableSkipsUnreadProperty() {
        let s = Scenario("""
            import SwiftUI
            import Observation
            @Observable final class Library {
                var title = "Shelf"
                var lastOpened = 0
            }
            struct LibraryTitle: View {
                let library: Library
                var body: some View { Text(library.title) }
            }
            struct LibraryScreen: View {
                @State private var library = Library()
                var body: some View {
                    VStack {
                        LibraryTitle(library: library)
                        Button("Open") { library.lastOpened += 1 }
                        Button("Rename") { library.title = "Stack" }
                    }
                }
            }
            """).expectSuccess(":launch LibraryScreen --single-pass\n:tap Open")
        #expect(s.bodyCount("LibraryTitle", in: s.events(after: "tap")) == 0)
        #expect(s.bodyCount("LibraryScreen", in: s.events(after: "tap")) == 0)
        s.expectSuccess(":tap Rename")
        #expect(s.bodyCount("LibraryTitle", in: s.events(after: "tap")) == 1)
        #expect(s.texts.contains("Stack"))
    }

    /// Apple documentation, `ObservationIgnored()`
    /// (https://developer.apple.com/documentation/observation/observationignored()):
    /// "To prevent observation of an accessible property, attach the
    /// ObservationIgnored macro to the property" — a body that reads it
    /// does not run again when it is written.
    @Test("ObservationIgnored: a view reading an ignored property is not updated when it changes")
    func ignoredPropertyIsNotTracked() {
        let s = Scenario("""
            import SwiftUI
            import Observation
            @Observable final class Session {
                var user = "ann"
                @ObservationIgnored var requests = 0
            }
            struct Status: View {
                let session: Session
                var body: some View { Text("\\(session.user) made \\(session.requests) requests") }
            }
            struct Home: View {
                @State private var session = Session()
                var body: some View {
                    VStack {
                        Status(session: session)
                        Button("Request") { session.requests += 1 }
                    }
                }
            }
            """).expectSuccess(":launch Home --single-pass\n:tap Request")
        #expect(s.bodyCount("Status", in: s.events(after: "tap")) == 0)
        #expect(s.texts.contains("ann made 0 requests"), "the screen still shows what the last body read")
    }

    /// "Discover Observation in SwiftUI", WWDC 2023 (Apple, session 10149),
    /// and Apple's Observation overview
    /// (https://developer.apple.com/documentation/observation), which lists
    /// "Tracking changes within an instance of an observable type": a body
    /// that read one object's property is not updated when the same
    /// property of another instance changes.
    @Test("Discover Observation: tracking is per instance; another object's write does not update the view")
    func trackingIsPerInstance() {
        let s = Scenario("""
            import SwiftUI
            import Observation
            @Observable final class Donut {
                var name: String
                init(name: String) { self.name = name }
            }
            struct DonutLabel: View {
                let donut: Donut
                var body: some View { Text(donut.name) }
            }
            struct Menu: View {
                @State private var glazed = Donut(name: "glazed")
                @State private var sprinkles = Donut(name: "sprinkles")
                var body: some View {
                    VStack {
                        DonutLabel(donut: glazed)
                        Button("Rename other") { sprinkles.name = "rainbow" }
                    }
                }
            }
            """).expectSuccess(":launch Menu --single-pass\n:tap \"Rename other\"")
        #expect(s.bodyCount("DonutLabel", in: s.events(after: "tap")) == 0)
        #expect(s.bodyCount("Menu", in: s.events(after: "tap")) == 0)
    }

    /// "Discover Observation in SwiftUI", WWDC 2023, and Apple's migration
    /// article: Observation tracks "optionals and collections of objects",
    /// which `ObservableObject` could not — a body reading a property of an
    /// element of an array updates when that element changes.
    @Test("Discover Observation: a property read through an array element is tracked")
    func collectionElementsAreTracked() {
        let s = Scenario("""
            import SwiftUI
            import Observation
            @Observable final class Order {
                var count = 0
            }
            struct Counter: View {
                let orders: [Order]
                var body: some View { Text("first has \\(orders[0].count)") }
            }
            struct Shop: View {
                let orders = [Order(), Order()]
                var body: some View {
                    VStack {
                        Counter(orders: orders)
                        Button("Add") { orders[0].count += 1 }
                    }
                }
            }
            """).expectSuccess(":launch Shop --single-pass\n:tap Add")
        #expect(s.texts.contains("first has 1"))
    }

    /// GoyesDev, "SwiftUI #35: @Observable"
    /// (https://dev.to/david_goyes_a488f58a17a53/swiftui-35-modelo-420f):
    /// a view holding `var appData = ApplicationData()` — a plain property,
    /// no wrapper — shows the new title when its button writes it; Nick
    /// McConnell, "iOS 17 @Observable and the Observation Framework"
    /// (https://betterprogramming.pub/ios-17-observable-and-the-observation-framework-152deaf8fc5e):
    /// "You also no longer need @Published".
    @Test("Observable: a model held by a plain property updates the view it is read in")
    func plainPropertyObservableUpdates() {
        let s = Scenario("""
            import SwiftUI
            import Observation
            @Observable final class Greeting { var text = "Hello" }
            struct GreetingView: View {
                var greeting = Greeting()
                var body: some View {
                    VStack {
                        Text("says \\(greeting.text)")
                        Button("Change") { greeting.text = "new" }
                    }
                }
            }
            """).expectSuccess(":launch GreetingView --single-pass\n:tap Change")
        #expect(s.texts.contains("says new"))
    }

    /// Chris Eidhof, "SwiftUI View Equality"
    /// (https://chris.eidhof.nl/note/swiftui-view-equality), quoting John
    /// Harper of the SwiftUI team: SwiftUI compares a view's fields to skip
    /// its body, but "closures in Swift can't be compared for equality",
    /// so "storing closures in your view might lead to more view
    /// invalidations" — a child holding a closure runs its body whenever
    /// its parent does.
    @Test("View equality: a child that stores a closure is re-evaluated on every parent update")
    func closureInputAlwaysDiffers() {
        let s = Scenario("""
            import SwiftUI
            struct Header: View {
                let title: String
                var body: some View { Text(title) }
            }
            struct Footer: View {
                let title: String
                let onTap: () -> Void
                var body: some View { Button(title) { onTap() } }
            }
            struct Page: View {
                @State private var likes = 0
                var body: some View {
                    VStack {
                        Header(title: "News")
                        Text("likes \\(likes)")
                        Footer(title: "Like") { likes += 1 }
                    }
                }
            }
            """).expectSuccess(":launch Page --single-pass\n:tap Like")
        let tap = s.events(after: "tap")
        #expect(s.bodyCount("Header", in: tap) == 0, "equal fields: skipped")
        #expect(s.bodyCount("Footer", in: tap) == 1, "a closure always differs")
    }

    /// A `@State` is a dependency of its view only once a view update has
    /// read it: OpenSwiftUI's `StatePropertyBox.update` (a reimplementation
    /// of SwiftUI's) reports a change only if the location `wasRead`, and
    /// `State.projectedValue` reads without setting it. A state that is only
    /// written, or only handed to a child as a binding, changes without
    /// re-evaluating its view — the child with the binding is.
    @Test("a @State written but never read by its view's body does not re-evaluate it")
    func unreadStateIsNoDependency() {
        let s = Scenario("""
            import SwiftUI
            struct Toggler: View {
                @Binding var isOn: Bool
                var body: some View {
                    let _ = print("Toggler.body")
                    Button(isOn ? "On" : "Off") { isOn.toggle() }
                }
            }
            struct Panel: View {
                @State private var taps = 0
                @State private var isOn = false
                @State private var shown = 0
                var body: some View {
                    let _ = print("Panel.body")
                    VStack {
                        Button("Count") { taps += 1 }
                        Button("Show \\(shown)") { shown += 1 }
                        Toggler(isOn: $isOn)
                    }
                }
            }
            """).expectSuccess(":launch Panel --single-pass")
        let launch = s.printed.count
        s.expectSuccess(":tap Count\n:tap Off\n:tap Show 0")
        // Count: nothing. Off: the child alone. Show 0: the panel, which
        // gives the child a binding of another value: the child again.
        #expect(s.printed(since: launch) == ["Toggler.body", "Panel.body", "Toggler.body"])
    }

    /// Fatbobman, "Cracking the Code: The Mysterious @State Injection
    /// Mechanism" (fatbobman.com/en/posts/bug-code-by-state-inject): when
    /// the body does not read `n`, setting `n = 2` and presenting a cover
    /// does not evaluate the body again, so the cover's content — built by
    /// the closure of the body that last ran — shows `n = 1`; the cover's
    /// button, an action, reads the live value, 2. With `Text("n = \(n)")`
    /// in the body, the cover shows `n = 2`. The cover reads `show` itself:
    /// the body that hands it `$show` is not evaluated for it
    /// (`SystemViewBindingTests`).
    @Test("Fatbobman's state injection: a cover built by a body that never read n shows its old value")
    func stateInjection() {
        func run(readsN: Bool) -> Scenario {
            Scenario("""
                import SwiftUI
                struct ContentView: View {
                    @State private var n = 1
                    @State private var show = false
                    var body: some View {
                        VStack {
                            \(readsN ? "Text(\"n = \\(n)\")" : "")
                            Button("Set n = 2") { n = 2; show = true }
                        }
                        .fullScreenCover(isPresented: $show) {
                            VStack {
                                Text("cover n = \\(n)")
                                Button("Close") { show = false; print("n in cover is", n) }
                            }
                        }
                    }
                }
                """).expectSuccess(":launch ContentView --single-pass\n:tap Set n = 2")
        }
        let unread = run(readsN: false)
        #expect(unread.texts.contains("cover n = 1"), "\(unread.texts)")
        #expect(unread.bodyCount("ContentView", in: unread.events(after: "tap")) == 0)
        unread.expectSuccess(":tap Close")
        #expect(unread.printed == ["n in cover is 2"])
        let read = run(readsN: true)
        #expect(read.texts.contains("cover n = 2"), "\(read.texts)")
    }
}

