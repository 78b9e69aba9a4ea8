import LiveRuntime
import StateLabTestSupport
import Testing

/// V7, O2: what the closures a body builds read — `ForEach` rows, a
/// sheet's content, a `navigationDestination(for:)` builder — is a
/// dependency of the view whose body built them, per instance and per
/// property, even when the graph calls the closure after the body.
@Suite("Reads in the closures a body builds (V7, O2)")
struct ClosureDependencyTests {
    static let shelf = """
        import SwiftUI
        import Observation
        @Observable final class Plant: Identifiable {
            let id: Int
            var name: String
            var waterings = 0
            init(id: Int, name: String) { self.id = id; self.name = name }
        }
        @Observable final class Greenhouse {
            var plants = [Plant(id: 1, name: "fern"), Plant(id: 2, name: "ivy")]
        }
        struct PlantList: View {
            let house: Greenhouse
            var body: some View {
                VStack { ForEach(house.plants) { plant in Text("plant " + plant.name) } }
            }
        }
        struct Gardener: View {
            @State private var house = Greenhouse()
            var body: some View {
                VStack {
                    Button("Rename ivy") { house.plants[1].name = "moss" }
                    Button("Water ivy") { house.plants[1].waterings += 1 }
                    PlantList(house: house)
                }
            }
        }
        """

    @Test("a property read in a ForEach row re-renders the view whose body built the row")
    func forEachRowRead() {
        let s = Scenario(Self.shelf).expectSuccess(":launch Gardener --single-pass\n:tap \"Rename ivy\"")
        #expect(s.bodyCount("PlantList", in: s.events(after: "tap")) == 1)
        #expect(s.texts.contains("plant moss"))
    }

    @Test("a property no row reads re-renders nothing")
    func forEachRowUnreadProperty() {
        let s = Scenario(Self.shelf).expectSuccess(":launch Gardener --single-pass\n:tap \"Water ivy\"")
        #expect(s.bodyCount("PlantList", in: s.events(after: "tap")) == 0)
    }

    @Test("an @State read through a @Binding in a ForEach row re-renders the reader")
    func forEachRowBindingRead() {
        let s = Scenario("""
            import SwiftUI
            struct Board: View {
                @Binding var bonus: Int
                let players = ["ann", "bo"]
                var body: some View {
                    VStack { ForEach(players, id: \\.self) { name in Text(name + " +" + String(bonus)) } }
                }
            }
            struct Match: View {
                @State private var bonus = 0
                var body: some View {
                    VStack {
                        Button("Bonus") { bonus += 1 }
                        Board(bonus: $bonus)
                    }
                }
            }
            """).expectSuccess(":launch Match --single-pass\n:tap Bonus")
        #expect(s.bodyCount("Board", in: s.events(after: "tap")) == 1)
        #expect(s.texts.contains("bo +1"))
    }

    @Test("a property read only in a sheet's content updates the presented sheet")
    func sheetContentRead() {
        let s = Scenario("""
            import SwiftUI
            import Observation
            @Observable final class Draft {
                var text = "hello"
            }
            struct Compose: View {
                @State private var draft = Draft()
                @State private var previewing = false
                var body: some View {
                    Button("Preview") { previewing = true }
                        .sheet(isPresented: $previewing) {
                            VStack {
                                Text("preview " + draft.text)
                                Button("Shout") { draft.text = "HELLO" }
                            }
                        }
                }
            }
            """).expectSuccess(":launch Compose --single-pass\n:tap Preview")
        #expect(s.texts.contains("preview hello"))
        s.expectSuccess(":tap Shout")
        #expect(s.bodyCount("Compose", in: s.events(after: "tap")) == 1)
        #expect(s.texts.contains("preview HELLO"))
    }

    @Test("a property read in a navigationDestination builder rebuilds the pushed screen")
    func destinationBuilderRead() {
        let s = Scenario("""
            import SwiftUI
            import Observation
            @Observable final class Catalog {
                var edition = "spring"
            }
            struct Page: View {
                let title: String
                let revise: () -> Void
                var body: some View {
                    VStack {
                        Text(title)
                        Button("Revise", action: revise)
                    }
                }
            }
            struct Browser: View {
                @State private var catalog = Catalog()
                var body: some View {
                    NavigationStack {
                        NavigationLink("Page 3", value: 3)
                            .navigationDestination(for: Int.self) { number in
                                Page(title: catalog.edition + " page " + String(number)) { catalog.edition = "summer" }
                            }
                    }
                }
            }
            """).expectSuccess(":launch Browser --single-pass\n:tap \"Page 3\"")
        #expect(s.texts.contains("spring page 3"))
        s.expectSuccess(":tap Revise")
        #expect(s.bodyCount("Browser", in: s.events(after: "tap")) == 1)
        #expect(s.texts.contains("summer page 3"))
    }

    @Test("a property read only in a row's NavigationLink destination updates the pushed screen")
    func linkDestinationInRowRead() {
        let s = Scenario("""
            import SwiftUI
            import Observation
            @Observable final class Track: Identifiable {
                let id: Int
                var title: String
                init(id: Int, title: String) { self.id = id; self.title = title }
            }
            @Observable final class Album {
                var tracks = [Track(id: 1, title: "intro")]
            }
            struct TrackPage: View {
                let title: String
                let retitle: () -> Void
                var body: some View {
                    VStack {
                        Text("now playing " + title)
                        Button("Retitle", action: retitle)
                    }
                }
            }
            struct TrackList: View {
                let album: Album
                var body: some View {
                    VStack {
                        ForEach(album.tracks) { track in
                            NavigationLink {
                                TrackPage(title: track.title) { track.title = "overture" }
                            } label: {
                                Text("track " + String(track.id))
                            }
                        }
                    }
                }
            }
            struct Player: View {
                @State private var album = Album()
                var body: some View { NavigationStack { TrackList(album: album) } }
            }
            """).expectSuccess(":launch Player --single-pass\n:tap \"track 1\"")
        #expect(s.texts.contains("now playing intro"))
        s.expectSuccess(":tap Retitle")
        #expect(s.bodyCount("TrackList", in: s.events(after: "tap")) == 1)
        #expect(s.texts.contains("now playing overture"))
    }
}
