import LiveRuntime
import StateLabTestSupport
import SwiftSubset
import Testing

/// A session, with everything it made, is freed when its owner lets it go:
/// the console makes one for every step a learner opens, so a session kept
/// alive by a reference cycle is memory lost at every step.
@Suite("A session's lifetime")
struct SessionLifetimeTests {
    /// Weak references to a session and to the objects it is made of.
    struct Watched {
        weak var session: Session?
        weak var interpreter: Interpreter?
        weak var runtime: Runtime?
        weak var library: Library?

        var alive: [String] {
            [("session", session != nil), ("interpreter", interpreter != nil), ("runtime", runtime != nil), ("library", library != nil)]
                .filter(\.1).map(\.0)
        }
    }

    /// Loads `program` into a fresh session, runs `then` on it, drops it.
    func watchedLoad(_ program: String, then: (Session) -> Void = { _ in }) -> Watched {
        var session: Session? = Session { _ in }
        var watched = Watched()
        watched.session = session
        watched.interpreter = session?.interpreter
        watched.runtime = session?.interpreter.runtime
        watched.library = session?.interpreter.runtime.library
        let result = session?.evaluate(program, file: "main.swift")
        #expect(result == .success)
        if let session { then(session) }
        session = nil
        return watched
    }

    @Test func anEmptySessionIsFreed() {
        #expect(watchedLoad("").alive == [])
    }

    @Test func aSessionThatRanCodeIsFreed() {
        let watched = watchedLoad("""
            struct Point { var x = 0; mutating func move() { x += 1 } }
            final class Counter { var count = 0; var onChange: (() -> Void)?; func bump() { count += 1; onChange?() } }
            var p = Point(); p.move()
            let c = Counter(); c.onChange = { [weak c] in print(c?.count ?? 0) }; c.bump()
            extension Int { var doubled: Int { self * 2 } }
            enum Mode: String, CaseIterable { case a, b }
            let modes = Mode.allCases.map(\\.rawValue).joined(separator: ",")
            var table: [String: Int] = [:]; table["x", default: 0] += 3.doubled
            let names = ["b", "a"].sorted().map { $0.uppercased() }
            print(names, p.x, [1, 2, 3].reduce(0, +), modes, table)
            Task { print("task") }
            """)
        #expect(watched.alive == [])
    }

    @Test func aSessionThatLaunchedViewsIsFreed() {
        let watched = watchedLoad("""
            import SwiftUI
            import Observation
            @Observable final class Model { var items = ["a", "b"]; var count = 0 }
            struct Row: View {
                let name: String
                var body: some View { Text(name) }
            }
            struct ContentView: View {
                @State private var model = Model()
                @State private var text = ""
                var body: some View {
                    VStack {
                        TextField("Name", text: $text)
                        ForEach(model.items, id: \\.self) { Row(name: $0) }
                        Button("Add") { model.count += 1; model.items.append("\\(model.count)") }
                    }
                    .task { model.count += 1 }
                    .onAppear { model.count += 1 }
                }
            }
            """) { session in
            #expect(throws: Never.self) { try session.launch() }
            #expect(throws: Never.self) { try session.tap("Add") }
        }
        #expect(watched.alive == [])
    }
}
