import LiveRuntime
import StateLabTestSupport
import Testing

/// `NavigationSplitView` on an iPhone: collapsed into one stack whose root
/// screen is the sidebar; a list's selection pushes the next column, and
/// going back pops it and clears that selection.
@Suite("NavigationSplitView, collapsed")
struct SplitViewTests {
    static let twoColumns = """
        import SwiftUI
        final class Notes: ObservableObject {
            let city: String
            init(_ city: String) { self.city = city; print("Notes.init", city) }
            deinit { print("Notes.deinit", city) }
        }
        struct CityPage: View {
            let city: String
            @StateObject private var notes: Notes
            @State private var visits = 0
            init(city: String) {
                self.city = city
                _notes = StateObject(wrappedValue: Notes(city))
                print("CityPage.init", city)
            }
            var body: some View {
                VStack {
                    Text("\\(city) visited \\(visits)")
                    Button("Visit") { visits += 1 }
                }
                .toolbar { Button("Share") { print("share", city, visits) } }
                .onAppear { print("appear", city) }
                .onDisappear { print("disappear", city) }
            }
        }
        struct Atlas: View {
            let cities = ["Oslo", "Lima"]
            @State private var city: String?
            var body: some View {
                NavigationSplitView {
                    List(cities, id: \\.self, selection: $city) { name in
                        Text(name)
                    }
                    .toolbar { Button("Pick Lima") { city = "Lima" } }
                } detail: {
                    if let city {
                        CityPage(city: city)
                    } else {
                        Text("Choose a city")
                    }
                }
                .onChange(of: city) { print("selection", city ?? "nil") }
            }
        }
        """

    @Test("a row tap writes the selection and pushes the detail column, which appears")
    func tapPushesDetail() {
        let s = Scenario(Self.twoColumns).expectSuccess(":launch Atlas --single-pass")
        #expect(s.printed.isEmpty, "no detail is built while nothing is selected")
        s.expectSuccess(":tap Oslo")
        #expect(s.printed == ["CityPage.init Oslo", "Notes.init Oslo", "selection Oslo", "appear Oslo"])
        s.expectSuccess(":tap Visit\n:tap Share")
        #expect(s.printed.last == "share Oslo 1")
    }

    @Test("back pops the detail column and clears the selection; its storage goes with it")
    func backClearsSelection() {
        let s = Scenario(Self.twoColumns).expectSuccess(":launch Atlas --single-pass\n:tap Oslo\n:tap Visit")
        let mark = s.printed.count
        s.expectSuccess(":back")
        #expect(s.printed(since: mark) == ["selection nil", "disappear Oslo", "Notes.deinit Oslo"])
        s.run(":back")
        #expect(s.refusals.count == 1, "the sidebar is the root screen: nothing is left to go back from")
    }

    @Test("the detail column pushed again is a new identity: its state starts over")
    func pushedAgainIsFresh() {
        let s = Scenario(Self.twoColumns).expectSuccess(":launch Atlas --single-pass\n:tap Oslo\n:tap Visit\n:tap Visit\n:back")
        let mark = s.printed.count
        s.expectSuccess(":tap Oslo\n:tap Share")
        #expect(s.printed(since: mark) == ["CityPage.init Oslo", "Notes.init Oslo", "selection Oslo", "appear Oslo", "share Oslo 0"])
    }

    @Test("the sidebar, and its toolbar, are covered while the detail column is pushed")
    func sidebarCovered() {
        let s = Scenario(Self.twoColumns).expectSuccess(":launch Atlas --single-pass\n:tap Oslo")
        s.run(":tap Lima")
        s.run(":tap Pick Lima")
        #expect(s.refusals.count == 2)
        #expect(s.printed.last == "appear Oslo")
    }

    @Test("a selection the program writes pushes the detail column too")
    func programmaticSelection() {
        let s = Scenario(Self.twoColumns).expectSuccess(":launch Atlas --single-pass")
        s.expectSuccess(":tap Pick Lima")
        #expect(s.printed == ["CityPage.init Lima", "Notes.init Lima", "selection Lima", "appear Lima"])
        s.expectSuccess(":back")
        #expect(s.printed.suffix(3) == ["selection nil", "disappear Lima", "Notes.deinit Lima"])
    }

    static let threeColumns = """
        import SwiftUI
        struct Track: View {
            let title: String
            @State private var plays = 0
            var body: some View {
                Button("Play \\(title)") { plays += 1; print(title, plays) }
                    .onAppear { print("appear", title) }
                    .onDisappear { print("disappear", title) }
            }
        }
        struct Player: View {
            let albums = ["Blue": ["River", "Carey"], "Red": ["Holy"]]
            @State private var album: String?
            @State private var track: String?
            var body: some View {
                NavigationSplitView {
                    List(["Blue", "Red"], id: \\.self, selection: $album) { Text($0) }
                } content: {
                    if let album {
                        List(albums[album] ?? [], id: \\.self, selection: $track) { Text($0) }
                    }
                } detail: {
                    if let track { Track(title: track) }
                }
                .onChange(of: album) { print("album", album ?? "nil") }
                .onChange(of: track) { print("track", track ?? "nil") }
            }
        }
        """

    @Test("three columns: each list's selection pushes the next column; back pops one and clears the selection that pushed it")
    func threeColumns() {
        let s = Scenario(Self.threeColumns).expectSuccess(":launch Player --single-pass\n:tap Blue")
        #expect(s.printed == ["album Blue"])
        s.expectSuccess(":tap Carey\n:tap Play Carey\n:tap Play Carey")
        #expect(s.printed.suffix(4) == ["track Carey", "appear Carey", "Carey 1", "Carey 2"])
        s.expectSuccess(":back")
        #expect(s.printed.suffix(2) == ["track nil", "disappear Carey"])
        s.expectSuccess(":tap River\n:tap Play River")
        #expect(s.printed.suffix(3) == ["track River", "appear River", "River 1"])
        s.expectSuccess(":back\n:back")
        #expect(s.printed.suffix(3) == ["track nil", "disappear River", "album nil"])
        s.expectSuccess(":tap Red")
        #expect(s.printed.last == "album Red")
    }
}

/// The detail column of a split view may hold a stack of its own: on an
/// iPhone its screens are pushed on the one collapsed stack.
@Suite("NavigationSplitView, a stack in the detail column")
struct SplitViewDetailStackTests {
    static let source = """
        import SwiftUI
        struct Step: View {
            @Environment(\\.dismiss) private var dismiss
            var body: some View {
                Button("Done") { dismiss() }
                    .onDisappear { print("step disappears") }
            }
        }
        struct Recipes: View {
            @State private var recipe: String?
            @State private var visibility = NavigationSplitViewVisibility.all
            var body: some View {
                NavigationSplitView(columnVisibility: $visibility) {
                    List(["Soup"], id: \\.self, selection: $recipe) { Text($0) }
                } detail: {
                    NavigationStack {
                        NavigationLink("First step") { Step() }
                            .onAppear { print("detail appears") }
                    }
                }
                .onChange(of: recipe) { print("recipe", recipe ?? "nil") }
            }
        }
        """

    @Test("a link in the detail column pushes over it; dismiss() pops that screen, :back then the column")
    func detailStack() {
        let s = Scenario(Self.source).expectSuccess(":launch Recipes --single-pass\n:tap Soup\n:tap First step")
        #expect(s.printed == ["recipe Soup", "detail appears"])
        s.expectSuccess(":tap Done")
        #expect(s.printed.suffix(2) == ["step disappears", "detail appears"])
        s.expectSuccess(":back")
        #expect(s.printed.last == "recipe nil")
        s.expectSuccess(":tap Soup")
        #expect(s.printed.suffix(2) == ["recipe Soup", "detail appears"])
    }
}

/// Apple's pattern for a sidebar: `NavigationLink(value:)` rows in a
/// `List(…, selection:)`. In a split view the link selects its value (the
/// list's selection is what drives the columns) instead of looking for a
/// `navigationDestination`.
@Suite("NavigationSplitView, links that select")
struct SplitViewSelectingLinkTests {
    @Test("a NavigationLink(value:) row writes its value to the list's selection, which pushes the detail; back clears it")
    func linkSelects() {
        let s = Scenario("""
            import SwiftUI
            struct Topic: Identifiable, Hashable {
                let id: Int
                let name: String
            }
            struct Topics: View {
                let topics = [Topic(id: 1, name: "Tides"), Topic(id: 2, name: "Winds")]
                @State private var topic: Topic?
                var body: some View {
                    NavigationSplitView {
                        List(topics, selection: $topic) { topic in
                            NavigationLink(topic.name, value: topic)
                        }
                    } detail: {
                        if let topic {
                            Text("about \\(topic.name)")
                                .onAppear { print("detail", topic.name) }
                        }
                    }
                    .onChange(of: topic) { print("topic", topic?.name ?? "nil") }
                }
            }
            """).expectSuccess(":launch Topics --single-pass\n:tap Winds")
        #expect(s.printed == ["topic Winds", "detail Winds"])
        s.expectSuccess(":back\n:tap Tides")
        #expect(s.printed.suffix(3) == ["topic nil", "topic Tides", "detail Tides"])
    }
}

extension SplitViewSelectingLinkTests {
    @Test("List(selection:) { ForEach { NavigationLink(value:) } } in a sidebar: a row selects, the detail is pushed")
    func contentFormSidebar() {
        let s = Scenario("""
            import SwiftUI
            struct Folders: View {
                @State private var folder: String?
                var body: some View {
                    NavigationSplitView {
                        List(selection: $folder) {
                            ForEach(["Inbox", "Sent"], id: \\.self) { name in
                                NavigationLink(name, value: name)
                            }
                        }
                    } detail: {
                        Text("folder \\(folder ?? "none")")
                            .onAppear { print("showing", folder ?? "none") }
                    }
                }
            }
            """).expectSuccess(":launch Folders --single-pass\n:tap Sent")
        #expect(s.printed == ["showing Sent"])
        s.expectSuccess(":back\n:tap Inbox")
        #expect(s.printed == ["showing Sent", "showing Inbox"])
    }
}

extension SplitViewTests {
    /// Which column a compact split view shows follows its lists'
    /// selections here; `preferredCompactColumn:`'s column type is real
    /// SwiftUI, so it is refused by name rather than taken for a typo.
    @Test("NavigationSplitViewColumn (preferredCompactColumn:'s type) is refused by name")
    func preferredCompactColumnRefused() {
        let source = """
            import SwiftUI
            struct Mail: View {
                @State private var column = NavigationSplitViewColumn.detail
                var body: some View {
                    NavigationSplitView(preferredCompactColumn: $column) {
                        Text("boxes")
                    } detail: {
                        Text("message")
                    }
                }
            }
            """
        guard case .failure(let diagnostics) = Scenario("").session.evaluate(source, file: "mail.swift") else {
            Issue.record("the program compiled")
            return
        }
        let first = diagnostics.first?.message
        #expect(first?.hasPrefix("unsupported in StateLab: NavigationSplitViewColumn") == true, "\(String(describing: first))")
    }
}
