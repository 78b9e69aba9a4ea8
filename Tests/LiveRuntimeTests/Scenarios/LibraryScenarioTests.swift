import LiveRuntime
import StateLabTestSupport
import Testing

/// The SwiftUI-shaped library as lessons use it: apps, environment,
/// bindings, fields and toggles, lists, sheets, paths.
@Suite("The view library")
struct LibraryScenarioTests {
    static func texts(_ node: Session.ViewTreeNode?) -> [String] {
        guard let node else { return [] }
        return (node.summary.map { [$0] } ?? []) + node.children.flatMap { texts($0) }
    }

    @Test func launchWithoutANameStartsTheMainAppsWindow() {
        let s = Scenario("""
            import SwiftUI
            struct Welcome: View { var body: some View { Text("welcome") } }
            @main struct Demo: App {
                var body: some Scene { WindowGroup { Welcome() } }
            }
            """).expectSuccess(":launch --single-pass")
        #expect(s.session.viewTree()?.typeName == "Welcome")
    }

    @Test func launchWithoutANamePicksTheViewNobodyReferences() {
        let s = Scenario("""
            import SwiftUI
            struct Leaf: View { var body: some View { Text("leaf") } }
            struct Top: View { var body: some View { Leaf() } }
            """).expectSuccess(":launch --single-pass")
        #expect(s.session.viewTree()?.typeName == "Top")
    }

    @Test func aViewDeclaredAfterItsUserStillTakesItsWrappedPropertiesByValue() {
        let s = Scenario("""
            import SwiftUI
            import Observation
            @Observable final class Prefs { var dark = false }
            final class Feed: ObservableObject { @Published var count = 0 }
            struct Screen: View {
                @State private var prefs = Prefs()
                @StateObject private var feed = Feed()
                var body: some View {
                    Panel(prefs: prefs, feed: feed)
                }
            }
            struct Panel: View {
                @Bindable var prefs: Prefs
                @ObservedObject var feed: Feed
                var body: some View {
                    Toggle("Dark", isOn: $prefs.dark)
                    Text("dark \\(prefs.dark), \\(feed.count) items")
                }
            }
            """).expectSuccess(":launch Screen --single-pass\n:toggle Dark")
        #expect(Self.texts(s.session.viewTree()).contains("dark true, 0 items"))
    }

    @Test func aUserEventIsRecordedBeforeItsWorkAndOnlyIfItCanHappen() {
        let s = Scenario("""
            import SwiftUI
            struct Home: View { var body: some View { Text("home") } }
            """).run(":launch Home --single-pass\n:back")
        #expect(s.failures == [CommandFailure(refusal: .nothingToGoBack)])
        let labels = s.events.compactMap { event -> String? in
            if case .event(let label) = event.kind { return label }
            return nil
        }
        #expect(labels == ["launch Home"], "a refused :back is not an event")
        let first = s.events.firstIndex { if case .event = $0.kind { return true } else { return false } }
        let built = s.events.firstIndex { if case .viewConstructed = $0.kind { return true } else { return false } }
        #expect(first != nil && built != nil && first! < built!, "the launch begins before the root is built")
    }

    @Test func environmentObjectsReachDescendantsAndAMissingOneStopsTheEvent() {
        let source = """
            import SwiftUI
            final class Settings: ObservableObject { @Published var theme = "dark" }
            struct Badge: View {
                @EnvironmentObject var settings: Settings
                var body: some View { Text("theme \\(settings.theme)") }
            }
            struct Page: View {
                @StateObject var settings = Settings()
                var body: some View {
                    VStack {
                        Button("Light") { settings.theme = "light" }
                        Badge()
                    }
                    .environmentObject(settings)
                }
            }
            struct Orphan: View { var body: some View { Badge() } }
            """
        let s = Scenario(source).expectSuccess(":launch Page --single-pass\n:tap Light")
        #expect(Self.texts(s.session.viewTree()).contains("theme light"))
        let orphan = Scenario(source).run(":launch Orphan --single-pass\n:launch Page --single-pass")
        #expect(orphan.failures.count == 1)
        #expect(orphan.failures.first?.diagnostics.map(\.message) == [
            "Fatal error: No ObservableObject of type Settings found. A View.environmentObject(_:) for Settings may be missing as an ancestor of this view.",
        ])
        #expect(orphan.session.viewTree()?.typeName == "Page", "the session stays usable")
    }

    @Test func bindablesFieldsAndToggles() {
        let s = Scenario("""
            import SwiftUI
            import Observation
            @Observable final class Profile { var name = ""; var alerts = false }
            struct Editor: View {
                @Bindable var profile: Profile
                var body: some View {
                    VStack {
                        TextField("Name", text: $profile.name)
                        Toggle("Alerts", isOn: $profile.alerts)
                    }
                }
            }
            struct Preview: View {
                let profile: Profile
                var body: some View { Text("\\(profile.name) alerts: \\(profile.alerts)") }
            }
            struct Settings: View {
                @State var profile = Profile()
                var body: some View {
                    VStack {
                        Editor(profile: profile)
                        Preview(profile: profile)
                    }
                }
            }
            """).expectSuccess(":launch Settings --single-pass\n:type Name Ada\n:toggle Alerts")
        #expect(Self.texts(s.session.viewTree()).contains("Ada alerts: true"))
    }

    @Test func listsDeleteRowsAndKeepRowIdentityByID() {
        let s = Scenario("""
            import SwiftUI
            struct Fruit: Identifiable { let id: Int; let name: String }
            struct Basket: View {
                @State var fruits = [Fruit(id: 1, name: "apple"), Fruit(id: 2, name: "pear"), Fruit(id: 3, name: "fig")]
                var body: some View {
                    List {
                        ForEach(fruits) { fruit in Text(fruit.name) }
                            .onDelete { offsets in fruits.remove(atOffsets: offsets) }
                    }
                }
            }
            """).expectSuccess(":launch Basket --single-pass\n:delete pear")
        #expect(Self.texts(s.session.viewTree()) == ["apple", "fig"])
    }

    @Test func sheetsPresentedByItem() {
        let s = Scenario("""
            import SwiftUI
            struct Pick: Identifiable { let id: Int }
            struct Chooser: View {
                @State var chosen: Pick?
                var body: some View {
                    Button("Choose") { chosen = Pick(id: 7) }
                        .sheet(item: $chosen) { pick in Text("picked \\(pick.id)") }
                }
            }
            """).expectSuccess(":launch Chooser --single-pass\n:tap Choose")
        #expect(Self.texts(s.session.viewTree()).contains("picked 7"))
        s.expectSuccess(":back")
        #expect(!Self.texts(s.session.viewTree()).contains("picked 7"))
    }

    @Test func navigationPathsOfMixedValues() {
        let s = Scenario("""
            import SwiftUI
            struct Shelf: View {
                @State var path = NavigationPath()
                var body: some View {
                    NavigationStack(path: $path) {
                        VStack {
                            Button("Number") { path.append(42) }
                            Button("Word") { path.append("hi") }
                        }
                        .navigationDestination(for: Int.self) { n in Text("number \\(n)") }
                        .navigationDestination(for: String.self) { w in Text("word \\(w)") }
                    }
                }
            }
            """).expectSuccess(":launch Shelf --single-pass\n:tap Number")
        #expect(s.session.screen.buttons.isEmpty, "the pushed screen covers the buttons")
        s.expectSuccess(":back\n:tap Word")
        #expect(Self.texts(s.session.viewTree()).contains("word hi"))
    }

    /// A destination link inside a path-driven stack pushes a screen the
    /// path does not hold: popping or dismissing it leaves the path alone,
    /// and a change to the path pops it with the path's screens.
    @Test func aDestinationLinkAboveAPathDrivenStack() {
        let s = Scenario("""
            import SwiftUI
            struct Note: View {
                @Environment(\\.dismiss) private var dismiss
                var body: some View { Button("Close note") { dismiss() } }
            }
            struct Pages: View {
                @State var path: [Int] = []
                var body: some View {
                    NavigationStack(path: $path) {
                        VStack {
                            Button("Page") { path.append(1) }
                            NavigationLink("Note") { Note() }
                        }
                        .navigationDestination(for: Int.self) { n in
                            VStack {
                                Text("page \\(n)")
                                NavigationLink("Note") { Note() }
                                Button("Reset") { path = [] }
                            }
                        }
                        .onChange(of: path) { print("path \\(path)") }
                    }
                }
            }
            """).expectSuccess(":launch Pages --single-pass\n:tap Note\n:tap Close note")
        #expect(s.session.screen.buttons.contains("Page"), "dismiss popped the note")
        #expect(s.printed.isEmpty, "the path never changed")

        s.expectSuccess(":tap Page\n:tap Note\n:back")
        #expect(Self.texts(s.session.viewTree()).contains("page 1"), ":back popped only the note")
        #expect(s.printed == ["path [1]"])

        s.expectSuccess(":tap Note\n:back\n:tap Reset")
        #expect(s.session.screen.buttons.contains("Page"))
        s.expectSuccess(":tap Page\n:tap Note")
        let popped = s.events.compactMap { event -> String? in
            if case .popped(let view, _) = event.kind { return view }
            return nil
        }
        s.expectSuccess(":back\n:back")
        #expect(s.session.screen.buttons.contains("Page"))
        #expect(popped.count + 2 == s.events.filter { if case .popped = $0.kind { return true } else { return false } }.count)
    }

    @Test func tapIsAmbiguousWhenTwoButtonsShareALabel() {
        let s = Scenario("""
            import SwiftUI
            struct Twins: View {
                var body: some View { VStack { Button("Go") {}; Button("Go") {} } }
            }
            """).run(":launch Twins --single-pass\n:tap Go")
        guard case .ambiguousLabel("Go", let candidates)? = s.refusals.first else {
            Issue.record("expected \"Go\" to be ambiguous, got \(s.failures)")
            return
        }
        #expect(candidates.count == 2)
    }
}
