import LiveRuntime
import StateLabTestSupport
import Testing

/// Identity: what makes SwiftUI treat a view as the same one across updates.
@Suite("Corpus: Identity")
struct IdentityCorpusTests {
    /// "Demystify SwiftUI", WWDC 2021 (Apple, session 10022): the two
    /// branches of an `if`/`else` are two views with distinct structural
    /// identities, so a view's state does not survive a switch of branch.
    /// A reply in the Apple Developer Forums thread on the session,
    /// "Conditionals and Identity" (https://developer.apple.com/forums/profile/zntfdr/replies),
    /// puts it as "this state would reset every time you switch branches".
    @Test("Demystify SwiftUI: switching if/else branches resets the branch view's @State")
    func branchesAreDistinctIdentities() {
        let s = Scenario("""
            import SwiftUI
            struct Tally: View {
                let tint: String
                @State private var taps = 0
                var body: some View {
                    VStack {
                        Text("\\(tint) taps \\(taps)")
                        Button("Tap") { taps += 1 }
                    }
                }
            }
            struct Card: View {
                @State private var expired = false
                var body: some View {
                    VStack {
                        Button("Flip") { expired.toggle() }
                        if expired { Tally(tint: "grey") } else { Tally(tint: "green") }
                    }
                }
            }
            """).expectSuccess(":launch Card --single-pass\n:tap Tap\n:tap Tap")
        #expect(s.texts.contains("green taps 2"))
        s.expectSuccess(":tap Flip")
        #expect(s.texts.contains("grey taps 0"), "the else branch is another view with its own state")
        s.expectSuccess(":tap Flip")
        #expect(s.texts.contains("green taps 0"), "coming back makes the first branch anew")
    }

    /// "Demystify SwiftUI", WWDC 2021: prefer one view whose inputs change
    /// (an inert modifier such as `opacity(date < .now ? 0.3 : 1.0)`) over
    /// an `if`/`else`, because the one view keeps its identity, and so its
    /// state, when the condition flips.
    @Test("Demystify SwiftUI: one view whose inputs change keeps its identity and @State")
    func oneViewWithChangingInputsKeepsState() {
        let s = Scenario("""
            import SwiftUI
            struct Tally: View {
                let tint: String
                @State private var taps = 0
                var body: some View {
                    VStack {
                        Text("\\(tint) taps \\(taps)")
                        Button("Tap") { taps += 1 }
                    }
                }
            }
            struct Card: View {
                @State private var expired = false
                var body: some View {
                    VStack {
                        Button("Flip") { expired.toggle() }
                        Tally(tint: expired ? "grey" : "green")
                    }
                }
            }
            """).expectSuccess(":launch Card --single-pass\n:tap Tap\n:tap Tap\n:tap Flip")
        #expect(s.texts.contains("grey taps 2"))
    }

    /// Apple documentation, `id(_:)`
    /// (https://developer.apple.com/documentation/swiftui/view/id(_:)):
    /// "When the proxy value specified by the id parameter changes, the
    /// identity of the view — for example, its state — is reset."
    @Test("id(_:): a new id value resets the view's @State")
    func newExplicitIDResetsState() {
        let s = Scenario("""
            import SwiftUI
            struct Draft: View {
                @State private var words = 0
                var body: some View {
                    VStack {
                        Text("words \\(words)")
                        Button("Write") { words += 1 }
                    }
                }
            }
            struct Editor: View {
                @State private var version = 0
                var body: some View {
                    VStack {
                        Button("New version") { version += 1 }
                        Draft().id(version)
                    }
                }
            }
            """).expectSuccess(":launch Editor --single-pass\n:tap Write\n:tap Write")
        #expect(s.texts.contains("words 2"))
        s.expectSuccess(":tap \"New version\"")
        #expect(s.texts.contains("words 0"))
    }

    /// Apple documentation, `id(_:)`: only a *change* of the proxy value
    /// resets the identity; re-evaluating the parent with the same id keeps
    /// the view and its state.
    @Test("id(_:): the same id across parent updates keeps the view's @State")
    func sameExplicitIDKeepsState() {
        let s = Scenario("""
            import SwiftUI
            struct Draft: View {
                @State private var words = 0
                var body: some View {
                    VStack {
                        Text("words \\(words)")
                        Button("Write") { words += 1 }
                    }
                }
            }
            struct Editor: View {
                @State private var saves = 0
                var body: some View {
                    VStack {
                        Text("saved \\(saves) times")
                        Button("Save") { saves += 1 }
                        Draft().id("draft")
                    }
                }
            }
            """).expectSuccess(":launch Editor --single-pass\n:tap Write\n:tap Save\n:tap Save")
        #expect(s.texts.contains("saved 2 times"))
        #expect(s.texts.contains("words 1"))
    }

    /// Apple documentation, `State.init(wrappedValue:)`
    /// (https://developer.apple.com/documentation/swiftui/state/init(wrappedvalue:)):
    /// "each instance of MyView creates a distinct instance of the state",
    /// e.g. two views in one `VStack` each have their own value.
    @Test("State.init(wrappedValue:): two instances of a view in one stack each own their state")
    func siblingsOwnDistinctState() {
        let s = Scenario("""
            import SwiftUI
            struct PlaySwitch: View {
                let track: String
                @State private var playing = false
                var body: some View {
                    Button(playing ? "Pause \\(track)" : "Play \\(track)") { playing.toggle() }
                }
            }
            struct Deck: View {
                var body: some View {
                    VStack {
                        PlaySwitch(track: "A")
                        PlaySwitch(track: "B")
                    }
                }
            }
            """).expectSuccess(":launch Deck --single-pass\n:tap \"Play A\"")
        #expect(s.session.screen.buttons == ["Pause A", "Play B"])
    }

    /// "Demystify SwiftUI", WWDC 2021: "state lifetime = view lifetime" —
    /// a view removed from the hierarchy loses its storage, and inserting
    /// it again is a new identity with fresh state.
    @Test("Demystify SwiftUI: a view removed and inserted again starts with fresh @State")
    func removedViewLosesState() {
        let s = Scenario("""
            import SwiftUI
            struct Stopwatch: View {
                @State private var laps = 0
                var body: some View {
                    VStack {
                        Text("laps \\(laps)")
                        Button("Lap") { laps += 1 }
                    }
                }
            }
            struct Track: View {
                @State private var showing = true
                var body: some View {
                    VStack {
                        Button("Toggle watch") { showing.toggle() }
                        if showing { Stopwatch() }
                    }
                }
            }
            """).expectSuccess(":launch Track --single-pass\n:tap Lap\n:tap Lap\n:tap \"Toggle watch\"")
        #expect(!s.texts.contains { $0.hasPrefix("laps") })
        s.expectSuccess(":tap \"Toggle watch\"")
        #expect(s.texts.contains("laps 0"))
    }

    /// "Demystify SwiftUI", WWDC 2021: `ForEach` ties each row's identity
    /// to its element's stable id, so inserting an element before a row
    /// does not move that row's state to another element.
    @Test("Demystify SwiftUI: ForEach rows keep their @State by element id when an element is inserted before them")
    func forEachRowsKeepStateByID() {
        let s = Scenario("""
            import SwiftUI
            struct Dog: Identifiable { let id: Int; let name: String }
            struct DogRow: View {
                let dog: Dog
                @State private var treats = 0
                var body: some View {
                    HStack {
                        Text("\\(dog.name) treats \\(treats)")
                        Button("Treat \\(dog.name)") { treats += 1 }
                    }
                }
            }
            struct Kennel: View {
                @State private var dogs = [Dog(id: 1, name: "Rex"), Dog(id: 2, name: "Fido")]
                var body: some View {
                    VStack {
                        Button("Adopt") { dogs.insert(Dog(id: 3, name: "Spot"), at: 0) }
                        ForEach(dogs) { dog in DogRow(dog: dog) }
                    }
                }
            }
            """).expectSuccess(":launch Kennel --single-pass\n:tap \"Treat Rex\"\n:tap Adopt")
        #expect(s.texts.filter { $0.contains("treats") } == ["Spot treats 0", "Rex treats 1", "Fido treats 0"])
    }

    /// "Demystify SwiftUI", WWDC 2021, on identifier stability: an id that
    /// is made anew on every update (the session's example is a random
    /// identifier) gives the row a new identity each time, so its state is
    /// lost whenever the list is re-evaluated.
    @Test("Demystify SwiftUI: ids that change on every update throw away row @State")
    func unstableIDsLoseRowState() {
        let s = Scenario("""
            import SwiftUI
            struct Row: View {
                let name: String
                @State private var stars = 0
                var body: some View {
                    HStack {
                        Text("\\(name) stars \\(stars)")
                        Button("Star \\(name)") { stars += 1 }
                    }
                }
            }
            struct Board: View {
                @State private var refreshes = 0
                let names = ["ann", "bob"]
                var body: some View {
                    VStack {
                        Button("Refresh") { refreshes += 1 }
                        ForEach(names, id: \\.self) { name in
                            Row(name: name).id("\\(name)-\\(refreshes)")
                        }
                    }
                }
            }
            """).expectSuccess(":launch Board --single-pass\n:tap \"Star ann\"")
        #expect(s.texts.contains("ann stars 1"))
        s.expectSuccess(":tap Refresh")
        #expect(s.texts.contains("ann stars 0"))
    }
}
