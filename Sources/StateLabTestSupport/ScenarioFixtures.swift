/// Small SwiftUI programs the live runtime's and the console's tests mount and drive.
public enum Scenarios {
    /// A parent that re-renders a child holding an `@Observable` model in
    /// `@State`: every child init builds a model, the first is kept.
    public static let scoreboard = """
        import SwiftUI
        import Observation

        @Observable
        final class Score {
            var points = 0
            init() { print("Score.init") }
            deinit { print("Score.deinit points=\\(points)") }
        }

        struct PlayerCard: View {
            @State private var score = Score()
            let name: String

            var body: some View {
                VStack {
                    Text("\\(name) has \\(score.points)")
                    Button("Score") { score.points += 1 }
                }
            }
        }

        struct Scoreboard: View {
            @State private var round = 0

            var body: some View {
                VStack {
                    Text("Round \\(round)")
                    Button("Next round") { round += 1 }
                    PlayerCard(name: "ann-\\(round)")
                }
                .padding()
            }
        }
        """

    /// A list whose rows push a detail screen that counts taps.
    public static let inbox = """
        import SwiftUI

        struct MessageView: View {
            let subject: String
            @State private var reads = 0

            var body: some View {
                VStack {
                    Text("\\(subject) read \\(reads) times")
                    Button("Read again") { reads += 1 }
                }
                .onAppear { print("appear \\(subject)") }
                .onDisappear { print("disappear \\(subject)") }
            }
        }

        struct Inbox: View {
            @State private var filter = ""
            @State private var unreadOnly = false

            var body: some View {
                NavigationStack {
                    List {
                        TextField("Search mail", text: $filter)
                        Toggle("Unread only", isOn: $unreadOnly)
                        NavigationLink("Lunch plans") { MessageView(subject: "Lunch plans") }
                        NavigationLink("Invoice") { MessageView(subject: "Invoice") }
                    }
                    .navigationTitle("Inbox")
                }
            }
        }
        """

    /// A `.task` that ticks on the virtual clock.
    public static let ticker = """
        import SwiftUI

        final class Ticker: ObservableObject {
            @Published var ticks = 0
        }

        struct TickerView: View {
            @StateObject private var ticker = Ticker()

            var body: some View {
                Text("ticks \\(ticker.ticks)")
                    .task {
                        while ticker.ticks < 2 {
                            try? await Task.sleep(nanoseconds: 500_000_000)
                            ticker.ticks += 1
                        }
                    }
            }
        }
        """

    /// A sheet whose screen owns a model through `@StateObject`: dismissing
    /// the sheet releases it with its storage.
    public static let mailbox = """
        import SwiftUI
        final class Draft: ObservableObject {
            @Published var text = ""
        }
        struct Composer: View {
            @StateObject private var draft = Draft()
            var body: some View { Text("Composing") }
        }
        struct Mailbox: View {
            @State private var composing = false
            var body: some View {
                Button("Compose") { composing = true }
                    .sheet(isPresented: $composing) { Composer() }
            }
        }
        """

    /// A link whose destination observes a model it builds itself (N1:
    /// the destination value, and so the model, is built with the link).
    public static let clockLink = """
        import SwiftUI
        final class Clock: ObservableObject { @Published var ticks = 0 }
        struct Face: View {
            @ObservedObject var clock = Clock()
            var body: some View { Text("ticks \\(clock.ticks)") }
        }
        struct Home: View {
            var body: some View {
                NavigationStack { NavigationLink("Show clock") { Face() } }
            }
        }
        """

    /// Before any launch: an object held by a global, one in a retain
    /// cycle, one released at the end of its scope.
    public static let nodes = """
        final class Node {
            var next: Node?
        }
        let shared = Node()
        func makeCycle() {
            let node = Node()
            node.next = node
        }
        makeCycle()
        do {
            let temporary = Node()
            _ = temporary
        }
        """
}
