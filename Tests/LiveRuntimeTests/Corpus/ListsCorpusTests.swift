import LiveRuntime
import StateLabTestSupport
import Testing

/// Lists: ForEach identity, onDelete, rows' state and lifetime.
@Suite("Corpus: Lists")
struct ListsCorpusTests {
    /// Apple documentation, `onDelete(perform:)`
    /// (https://developer.apple.com/documentation/swiftui/dynamicviewcontent/ondelete(perform:)):
    /// "You must delete the corresponding item within action"; Hacking with
    /// Swift's swipe-to-delete example (mirrored at
    /// https://wangchujiang.com/swiftui-example/lists/demo4/index.html)
    /// removes the rows with `remove(atOffsets:)`.
    @Test("onDelete: the action receives the row's offsets and removing them removes the row")
    func onDeleteRemovesRow() {
        let s = Scenario("""
            import SwiftUI
            struct Users: View {
                @State private var users = ["Paul", "Taylor", "Adele"]
                var body: some View {
                    List {
                        ForEach(users, id: \\.self) { user in Text(user) }
                            .onDelete { offsets in
                                for offset in offsets { print("delete", offset) }
                                users.remove(atOffsets: offsets)
                            }
                    }
                }
            }
            """).expectSuccess(":launch Users --single-pass\n:delete Taylor")
        #expect(s.printed == ["delete 1"])
        #expect(s.texts == ["Paul", "Adele"])
    }

    /// "Demystify SwiftUI", WWDC 2021, and Apple's `ForEach` documentation:
    /// rows are identified by their element's id, so deleting the first
    /// element removes its row and the others keep their state.
    @Test("ForEach: deleting the first element keeps the other rows' @State (Int ids)")
    func deleteFirstKeepsOthersStateIntIDs() {
        let s = Scenario("""
            import SwiftUI
            struct Task1: Identifiable { let id: Int; let title: String }
            struct TaskRow: View {
                let task: Task1
                @State private var done = false
                var body: some View {
                    Button(done ? "\\(task.title) done" : "\\(task.title) open") { done = true }
                }
            }
            struct Todo: View {
                @State private var tasks = [Task1(id: 1, title: "milk"), Task1(id: 2, title: "eggs")]
                var body: some View {
                    List {
                        ForEach(tasks) { task in TaskRow(task: task) }
                            .onDelete { tasks.remove(atOffsets: $0) }
                    }
                }
            }
            """).expectSuccess(":launch Todo --single-pass\n:tap \"eggs open\"\n:delete \"milk open\"")
        #expect(s.session.screen.buttons == ["eggs done"])
    }

    /// Apple documentation, `ForEach.init(_:content:)` for Identifiable data
    /// (https://developer.apple.com/documentation/swiftui/foreach/init(_:)),
    /// whose `Person` has `var id = UUID()`: rows are matched by that id, so
    /// deleting the first person does not hand its state to the next. (The
    /// explicit `init(name:)` sidesteps a separate known fault: the
    /// memberwise init inside a property wrapper's initial value demands
    /// the defaulted `id`.)
    @Test("ForEach: deleting the first element keeps the other rows' @State (UUID ids)")
    func deleteFirstKeepsOthersStateUUIDs() {
        let s = Scenario("""
            import SwiftUI
            import Foundation
            struct Person: Identifiable {
                var id = UUID()
                var name: String
                init(name: String) { self.name = name }
            }
            struct PersonRow: View {
                let person: Person
                @State private var starred = false
                var body: some View {
                    Button(starred ? "\\(person.name) starred" : "\\(person.name)") { starred = true }
                }
            }
            struct People: View {
                @State private var people = [Person(name: "ann"), Person(name: "bob")]
                var body: some View {
                    List {
                        ForEach(people) { person in PersonRow(person: person) }
                            .onDelete { people.remove(atOffsets: $0) }
                    }
                }
            }
            """).expectSuccess(":launch People --single-pass\n:tap ann\n:delete \"ann starred\"")
        #expect(s.session.screen.buttons == ["bob"])
    }

    /// Apple documentation, `ForEach.init(_:content:)` (Identifiable data):
    /// "If the id of a data element changes, the content view generated
    /// from that data element loses any current state".
    @Test("ForEach: an element whose id changes gets a row with fresh @State")
    func changedElementIDLosesRowState() {
        let s = Scenario("""
            import SwiftUI
            struct Song: Identifiable { var id: Int; let title: String }
            struct SongRow: View {
                let song: Song
                @State private var plays = 0
                var body: some View {
                    Button("\\(song.title) played \\(plays)") { plays += 1 }
                }
            }
            struct Playlist: View {
                @State private var songs = [Song(id: 1, title: "intro")]
                var body: some View {
                    VStack {
                        Button("Remaster") { songs[0].id = 99 }
                        ForEach(songs) { song in SongRow(song: song) }
                    }
                }
            }
            """).expectSuccess(":launch Playlist --single-pass\n:tap \"intro played 0\"\n:tap \"intro played 1\"")
        #expect(s.session.screen.buttons.contains("intro played 2"))
        s.expectSuccess(":tap Remaster")
        #expect(s.session.screen.buttons.contains("intro played 0"))
    }

    /// "Demystify SwiftUI", WWDC 2021: identity follows the data's id, not
    /// the position — reversing the array moves each row's state with its
    /// element.
    @Test("Demystify SwiftUI: reordering elements moves each row's @State with its element")
    func reorderKeepsStateWithElement() {
        let s = Scenario("""
            import SwiftUI
            struct Runner: Identifiable { let id: Int; let name: String }
            struct Lane: View {
                let runner: Runner
                @State private var laps = 0
                var body: some View {
                    Button("\\(runner.name) \\(laps)") { laps += 1 }
                }
            }
            struct Race: View {
                @State private var runners = [Runner(id: 1, name: "ann"), Runner(id: 2, name: "bob")]
                var body: some View {
                    VStack {
                        Button("Swap") { runners.reverse() }
                        ForEach(runners) { runner in Lane(runner: runner) }
                    }
                }
            }
            """).expectSuccess(":launch Race --single-pass\n:tap \"ann 0\"\n:tap \"ann 1\"\n:tap Swap")
        #expect(s.session.screen.buttons == ["Swap", "bob 0", "ann 2"])
    }

    /// "Demystify SwiftUI", WWDC 2021, state lifetime = view lifetime: a
    /// deleted row ends its view's lifetime — its `onDisappear` runs and
    /// the object its `@StateObject` owns is released.
    @Test("Demystify SwiftUI: a deleted row disappears and releases its @StateObject")
    func deletedRowReleasesItsObject() {
        let s = Scenario("""
            import SwiftUI
            final class Thumbnail: ObservableObject {
                let name: String
                init(_ name: String) { self.name = name }
                deinit { print("thumbnail freed", name) }
            }
            struct PhotoRow: View {
                let name: String
                @StateObject private var thumbnail: Thumbnail
                init(name: String) {
                    self.name = name
                    _thumbnail = StateObject(wrappedValue: Thumbnail(name))
                }
                var body: some View {
                    Text(name).onDisappear { print("row gone", name) }
                }
            }
            struct Photos: View {
                @State private var names = ["beach", "city"]
                var body: some View {
                    List {
                        ForEach(names, id: \\.self) { name in PhotoRow(name: name) }
                            .onDelete { names.remove(atOffsets: $0) }
                    }
                }
            }
            """).expectSuccess(":launch Photos --single-pass\n:delete beach")
        #expect(s.printed.count == 2 && Set(s.printed) == ["row gone beach", "thumbnail freed beach"], "\(s.printed)")
    }

    /// Apple documentation, `ForEach.init(_:content:)` over a `Range<Int>`
    /// (https://developer.apple.com/documentation/swiftui/foreach/init(_:content:)-ktgx):
    /// "The instance only reads the initial value of the provided data and
    /// doesn't need to identify views across updates. To compute views on
    /// demand over a dynamic range, use ForEach/init(_:id:content:)."
    @Test("ForEach over a Range: only the initial range is read; the id: form follows a dynamic range")
    func constantRangeReadsInitialValueOnly() {
        let s = Scenario("""
            import SwiftUI
            struct Grid: View {
                @State private var count = 2
                var body: some View {
                    VStack {
                        Button("More") { count += 1 }
                        ForEach(0..<count) { i in Text("fixed \\(i)") }
                        ForEach(0..<count, id: \\.self) { i in Text("dynamic \\(i)") }
                    }
                }
            }
            """).expectSuccess(":launch Grid --single-pass\n:tap More")
        #expect(s.texts.filter { $0.hasPrefix("dynamic") } == ["dynamic 0", "dynamic 1", "dynamic 2"])
        #expect(s.texts.filter { $0.hasPrefix("fixed") } == ["fixed 0", "fixed 1"])
    }
}
