import LiveRuntime
import StateLabTestSupport
import Testing

/// Scenarios that put two of the seed articles' facts together in one
/// small app, as nobody's lesson or test did (/work/shared/seeds/README.md
/// says what each article establishes). Each test names the articles
/// whose facts decide what iOS does. Lifetimes: when objects are made,
/// kept and freed.
@Suite("Seed facts combined: lifetimes")
struct SeedCombinationLifetimeTests {
    @Test("003 + 001: a link's eager destination makes an @Observable @State default on every parent render; each replaced one is freed, the pushed screen owns the latest")
    func eagerDestinationUnderParentRenders() {
        let s = Scenario("""
            import SwiftUI
            import Observation
            @Observable final class Draft {
                static var made = 0
                let n: Int
                init() { Draft.made += 1; n = Draft.made; print("Draft.init", n) }
                deinit { print("Draft.deinit", n) }
            }
            struct Composer: View {
                @State private var draft = Draft()
                var body: some View { Text("composing draft \\(draft.n)") }
            }
            struct Inbox: View {
                @State private var unread = 0
                var body: some View {
                    NavigationStack {
                        VStack {
                            Text("unread \\(unread)")
                            Button("Mail arrives") { unread += 1 }
                            NavigationLink("Compose") { Composer() }
                        }
                    }
                }
            }
            """).expectSuccess(":launch Inbox --single-pass\n:tap \"Mail arrives\"\n:tap \"Mail arrives\"")
        // 003: the link builds Composer with Inbox's body, so each render
        // makes a Draft (000: @State evaluates its default per init); the
        // link holds only the latest, so the one before dies as it is
        // replaced (001's pattern for values nobody installed).
        #expect(s.printed == ["Draft.init 1", "Draft.init 2", "Draft.deinit 1", "Draft.init 3", "Draft.deinit 2"])
        s.expectSuccess(":tap Compose")
        #expect(s.printed.count == 5, "pushing installs the struct the link holds: no new Draft")
        #expect(s.texts.contains("composing draft 3"))
    }

    @Test("002 + identity: StateObject(wrappedValue:) rows keep their objects when the ForEach's data is reordered")
    func stateObjectRowsReordered() {
        let s = Scenario("""
            import SwiftUI
            struct Song: Identifiable { let id: Int; let title: String }
            final class PlayCount: ObservableObject {
                let title: String
                @Published var plays = 0
                init(title: String) { self.title = title; print("PlayCount.init", title) }
                deinit { print("PlayCount.deinit", title) }
            }
            struct SongRow: View {
                @StateObject private var count: PlayCount
                init(song: Song) { _count = StateObject(wrappedValue: PlayCount(title: song.title)) }
                var body: some View {
                    HStack {
                        Text("\\(count.title) played \\(count.plays)")
                        Button("Play \\(count.title)") { count.plays += 1 }
                    }
                }
            }
            struct Playlist: View {
                @State private var songs = [Song(id: 1, title: "Alpha"), Song(id: 2, title: "Beta"), Song(id: 3, title: "Gamma")]
                var body: some View {
                    VStack {
                        Button("Shuffle") { songs.reverse() }
                        ForEach(songs) { song in SongRow(song: song) }
                    }
                }
            }
            """).expectSuccess(":launch Playlist --single-pass\n:tap \"Play Alpha\"\n:tap \"Play Alpha\"\n:tap \"Play Gamma\"\n:tap Shuffle")
        // 002: the autoclosure runs only for a new identity; rows are
        // identified by id, so reversing moves them and makes no object.
        #expect(s.printed == ["PlayCount.init Alpha", "PlayCount.init Beta", "PlayCount.init Gamma"])
        #expect(s.texts.filter { $0.contains("played") } == ["Gamma played 1", "Beta played 0", "Alpha played 2"])
    }

    @Test("000 + 001: a model made in .task into an optional @State survives parent renders, and a view that leaves and returns makes a new one")
    func taskCreatedModelAcrossRendersAndRemoval() {
        let s = Scenario("""
            import SwiftUI
            import Observation
            @Observable final class Feed {
                var posts: [String] = []
                init() { print("Feed.init") }
                deinit { print("Feed.deinit") }
                func start() { if posts.isEmpty { posts = ["hello", "world"]; print("Feed.start") } }
            }
            struct FeedScreen: View {
                @State private var feed: Feed?
                let title: String
                var body: some View {
                    VStack {
                        if let feed {
                            Text("\\(title): \\(feed.posts.count) posts")
                        } else {
                            Text("loading")
                        }
                    }
                    .task {
                        if feed == nil { let f = Feed(); f.start(); feed = f }
                    }
                }
            }
            struct Home: View {
                @State private var showFeed = true
                @State private var refreshes = 0
                var body: some View {
                    VStack {
                        Button("Refresh") { refreshes += 1 }
                        Button("Toggle feed") { showFeed.toggle() }
                        if showFeed { FeedScreen(title: "feed \\(refreshes)") }
                    }
                }
            }
            """).expectSuccess(":launch Home --single-pass\n:settle\n:tap Refresh\n:tap Refresh")
        // 000's fix: the parent's renders build FeedScreen again, but the
        // optional state already holds the model and .task does not rerun.
        #expect(s.printed == ["Feed.init", "Feed.start"])
        #expect(s.texts.contains("feed 2: 2 posts"))
        s.expectSuccess(":tap \"Toggle feed\"\n:tap \"Toggle feed\"\n:settle")
        // Removal ends the identity and its state; a new one runs .task again.
        #expect(s.printed == ["Feed.init", "Feed.start", "Feed.deinit", "Feed.init", "Feed.start"])
    }

    @Test("004 + 000: an @ObservedObject default made in the view loses its count on a parent render; the @StateObject sibling keeps it")
    func observedBesideOwnedUnderParentRender() {
        let s = Scenario("""
            import SwiftUI
            final class Clicks: ObservableObject {
                let label: String
                @Published var count = 0
                init(_ label: String) { self.label = label; print("Clicks.init", label) }
            }
            struct ObservedCounter: View {
                @ObservedObject var clicks = Clicks("observed")
                var body: some View {
                    Button("observed \\(clicks.count)") { clicks.count += 1 }
                }
            }
            struct OwnedCounter: View {
                @StateObject var clicks = Clicks("owned")
                var body: some View {
                    Button("owned \\(clicks.count)") { clicks.count += 1 }
                }
            }
            struct Panel: View {
                @State private var theme = 0
                var body: some View {
                    VStack {
                        Text("theme \\(theme)")
                        Button("Change theme") { theme += 1 }
                        ObservedCounter()
                        OwnedCounter()
                    }
                }
            }
            """).expectSuccess(":launch Panel --single-pass\n:tap \"observed 0\"\n:tap \"observed 1\"\n:tap \"owned 0\"\n:tap \"owned 1\"\n:tap \"Change theme\"")
        // 004: the observer in the creator makes a new object per init;
        // @StateObject's autoclosure (000) runs once for the identity.
        #expect(s.printed == ["Clicks.init observed", "Clicks.init owned", "Clicks.init observed"])
        #expect(s.texts.contains("observed 0"))
        #expect(s.texts.contains("owned 2"))
    }

    @Test("003 + 002: a @StateObject in a link's destination is made at the push, not with the parent's renders, and dies with the screen")
    func stateObjectDestinationPushedTwice() {
        let s = Scenario("""
            import SwiftUI
            final class Editor: ObservableObject {
                @Published var text = ""
                init() { print("Editor.init") }
                deinit { print("Editor.deinit") }
            }
            struct EditScreen: View {
                @StateObject private var editor = Editor()
                var body: some View {
                    VStack {
                        Text("editing \\(editor.text)")
                        TextField("Body", text: $editor.text)
                    }
                }
            }
            struct Notes: View {
                @State private var syncs = 0
                var body: some View {
                    NavigationStack {
                        VStack {
                            Text("synced \\(syncs)")
                            Button("Sync") { syncs += 1 }
                            NavigationLink("Edit") { EditScreen() }
                        }
                    }
                }
            }
            """).expectSuccess(":launch Notes --single-pass\n:tap Sync")
        #expect(s.printed.isEmpty, "003: @StateObject defers its object until the view is installed")
        s.expectSuccess(":tap Edit\n:type Body hi\n:back\n:tap Edit")
        #expect(s.printed == ["Editor.init", "Editor.deinit", "Editor.init"])
        #expect(s.texts.contains("editing "), "the second push owns a new, empty editor")
    }

    @Test("000 + 001: NavigationPath builds the destination again on each push; its @State(initialValue:) model is made per push and freed on pop")
    func pathDestinationRebuiltPerPush() {
        let s = Scenario("""
            import SwiftUI
            import Observation
            @Observable final class RecipeModel {
                let name: String
                init(name: String) { self.name = name; print("RecipeModel.init", name) }
                deinit { print("RecipeModel.deinit", name) }
            }
            struct RecipeScreen: View {
                @State private var model: RecipeModel
                init(name: String) { _model = State(initialValue: RecipeModel(name: name)) }
                var body: some View { Text("recipe \\(model.name)") }
            }
            struct Cookbook: View {
                @State private var path = NavigationPath()
                var body: some View {
                    NavigationStack(path: $path) {
                        VStack {
                            Button("Soup") { path.append("soup") }
                        }
                        .navigationDestination(for: String.self) { name in RecipeScreen(name: name) }
                    }
                }
            }
            """).expectSuccess(":launch Cookbook --single-pass\n:tap Soup\n:back\n:tap Soup")
        #expect(s.printed == ["RecipeModel.init soup", "RecipeModel.deinit soup", "RecipeModel.init soup"])
        #expect(s.texts.contains("recipe soup"))
    }

    @Test("000 + 001 + identity: State(initialValue:) rows reordered: each render makes a throwaway model per row, freed a render later; each row keeps its first")
    func stateInitialValueRowsReordered() {
        let s = Scenario("""
            import SwiftUI
            import Observation
            @Observable final class RowVM {
                let name: String
                var likes = 0
                init(name: String) { self.name = name; print("RowVM.init", name) }
                deinit { print("RowVM.deinit", name) }
            }
            struct Pet: Identifiable { let id: Int; let name: String }
            struct PetRow: View {
                @State private var vm: RowVM
                init(pet: Pet) { _vm = State(initialValue: RowVM(name: pet.name)) }
                var body: some View {
                    Button("\\(vm.name) likes \\(vm.likes)") { vm.likes += 1 }
                }
            }
            struct Pets: View {
                @State private var pets = [Pet(id: 1, name: "Rex"), Pet(id: 2, name: "Tom")]
                var body: some View {
                    VStack {
                        Button("Swap") { pets.reverse() }
                        ForEach(pets) { pet in PetRow(pet: pet) }
                    }
                }
            }
            """).expectSuccess(":launch Pets --single-pass\n:tap \"Rex likes 0\"\n:tap Swap")
        // 000: the initial value is evaluated per init; the storage made for
        // each id at its first install keeps its object (001).
        #expect(s.printed == ["RowVM.init Rex", "RowVM.init Tom", "RowVM.init Tom", "RowVM.init Rex"])
        // A row's button and its label both read the title: one per row.
        func rows() -> [String] {
            s.texts.filter { $0.contains("likes") }.reduce(into: []) { if $0.last != $1 { $0.append($1) } }
        }
        #expect(rows() == ["Tom likes 0", "Rex likes 1"])
        s.expectSuccess(":tap Swap")
        let after = s.printed(since: 4)
        #expect(Array(after.prefix(2)) == ["RowVM.init Rex", "RowVM.init Tom"])
        // Which row's throwaway goes first is not pinned: no article logs it.
        #expect(Set(after.dropFirst(2)) == ["RowVM.deinit Rex", "RowVM.deinit Tom"] && after.count == 4, "\(after)")
        #expect(rows() == ["Rex likes 1", "Tom likes 0"])
    }

    @Test("004 + 003: one @StateObject passed through a link to an @ObservedObject editor: edits there show at the root, across the root's renders, with one object")
    func ownerPassesObjectThroughLink() {
        let s = Scenario("""
            import SwiftUI
            final class Basket: ObservableObject {
                @Published var items: [String] = []
                init() { print("Basket.init") }
                deinit { print("Basket.deinit") }
            }
            struct BasketEditor: View {
                @ObservedObject var basket: Basket
                var body: some View {
                    VStack {
                        Text("editor has \\(basket.items.count)")
                        Button("Add apple") { basket.items.append("apple") }
                    }
                }
            }
            struct Shop: View {
                @StateObject private var basket = Basket()
                @State private var visits = 0
                var body: some View {
                    NavigationStack {
                        VStack {
                            Text("basket \\(basket.items.joined(separator: ","))")
                            Button("Visit") { visits += 1 }
                            NavigationLink("Edit basket") { BasketEditor(basket: basket) }
                        }
                    }
                }
            }
            """).expectSuccess(":launch Shop --single-pass\n:tap Visit\n:tap \"Edit basket\"\n:tap \"Add apple\"\n:tap \"Add apple\"")
        #expect(s.texts.contains("editor has 2"))
        s.expectSuccess(":back\n:tap Visit")
        #expect(s.printed == ["Basket.init"], "the owner made it once; the consumer never owns or frees it")
        #expect(s.texts.contains("basket apple,apple"))
    }

    @Test("003 + 001: a pushed destination's parent renders through a binding: a Draft per render, the pushed screen keeps the first, each throwaway freed one render late")
    func pushedDestinationUnderParentRenders() {
        let s = Scenario("""
            import SwiftUI
            import Observation
            @Observable final class Draft {
                static var made = 0
                let n: Int
                init() { Draft.made += 1; n = Draft.made; print("Draft.init", n) }
                deinit { print("Draft.deinit", n) }
            }
            struct Composer: View {
                @Binding var sent: Int
                @State private var draft = Draft()
                var body: some View {
                    VStack {
                        Text("composing draft \\(draft.n), sent \\(sent)")
                        Button("Send") { sent += 1 }
                    }
                }
            }
            struct Outbox: View {
                @State private var sent = 0
                var body: some View {
                    NavigationStack {
                        VStack {
                            Text("sent \\(sent)")
                            NavigationLink("Compose") { Composer(sent: $sent) }
                        }
                    }
                }
            }
            """).expectSuccess(":launch Outbox --single-pass\n:tap Compose\n:tap Send\n:tap Send")
        // 001's log, through a link: the installed storage keeps the first
        // object; each later default dies when the next one replaces it.
        #expect(s.printed == ["Draft.init 1", "Draft.init 2", "Draft.init 3", "Draft.deinit 2"])
        #expect(s.texts.contains("composing draft 1, sent 2"))
        s.expectSuccess(":back")
        #expect(s.printed.last == "Draft.deinit 1", "popping ends the screen's storage")
    }

    @Test("000, path rebuilds + the .task fix: a path-pushed screen makes its model in .task into an optional @State; each push makes one, each pop frees it")
    func taskModelInPathDestination() {
        let s = Scenario("""
            import SwiftUI
            import Observation
            @Observable final class Discussion {
                let topic: String
                init(topic: String) { self.topic = topic; print("Discussion.init", topic) }
                deinit { print("Discussion.deinit", topic) }
            }
            struct ThreadScreen: View {
                let topic: String
                @State private var thread: Discussion?
                var body: some View {
                    Group {
                        if let thread { Text("reading \\(thread.topic)") } else { Text("opening") }
                    }
                    .task { if thread == nil { thread = Discussion(topic: topic) } }
                }
            }
            struct Forum: View {
                @State private var path: [String] = []
                var body: some View {
                    NavigationStack(path: $path) {
                        VStack {
                            Button("Open swift") { path.append("swift") }
                            Text("depth \\(path.count)")
                        }
                        .navigationDestination(for: String.self) { topic in ThreadScreen(topic: topic) }
                    }
                }
            }
            """).expectSuccess(":launch Forum --single-pass\n:tap \"Open swift\"\n:settle")
        #expect(s.printed == ["Discussion.init swift"])
        #expect(s.texts.contains("reading swift"))
        s.expectSuccess(":back\n:tap \"Open swift\"\n:settle")
        #expect(s.printed == ["Discussion.init swift", "Discussion.deinit swift", "Discussion.init swift"])
    }
}
