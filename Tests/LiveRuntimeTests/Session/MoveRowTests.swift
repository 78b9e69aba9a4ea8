import LiveRuntime
import StateLabTestSupport
import Testing

/// `.onMove(perform:)` driven by `:move ROW N`, as a drag in an editing
/// list: the action gets the row's offset and the offset it goes before,
/// counted before the move (`Array.move(fromOffsets:toOffset:)`'s
/// convention), in one transaction; the rows keep their identities and
/// state, reordered.
@Suite(":move drags a ForEach row with .onMove")
struct MoveRowTests {
    static func program(lazy: Bool) -> String {
        """
        import SwiftUI
        struct Row: View {
            let name: String
            @State private var plays = 0
            var body: some View {
                Button("\\(name) \\(plays)") { plays += 1 }
            }
        }
        struct Queue: View {
            @State private var songs = ["A", "B", "C"]
            var body: some View {
                \(lazy ? "List" : "VStack") {
                    ForEach(songs, id: \\.self) { Row(name: $0) }
                        .onMove { from, to in
                            print("move \\(Array(from)) to \\(to)")
                            songs.move(fromOffsets: from, toOffset: to)
                        }
                }
            }
        }
        """
    }

    @Test("offsets as a drag gives them", arguments: [
        (":move C 0 1", "move [2] to 0"), (":move A 0 3", "move [0] to 3"), (":move B 0 2", "move [1] to 1"),
    ])
    func offsets(_ command: String, _ printed: String) {
        for lazy in [false, true] {
            let s = Scenario(Self.program(lazy: lazy)).expectSuccess(":launch Queue --single-pass\n\(command)")
            #expect(s.printed == [printed])
        }
    }

    @Test("rows keep their identities and state, reordered")
    func rowsKeepState() {
        let s = Scenario(Self.program(lazy: false)).expectSuccess(":launch Queue --single-pass\n:tap A 0\n:move A 1 3")
        // Each button shows its title twice in the tree (the button, its text).
        var rows: [String] = []
        for text in LibraryScenarioTests.texts(s.session.viewTree()) where text.count == 3 && rows.last != text { rows.append(text) }
        #expect(rows == ["B 0", "C 0", "A 1"])
    }

    @Test("a place outside the rows, or a row without .onMove, is refused")
    func refusals() {
        let s = Scenario(Self.program(lazy: false)).expectSuccess(":launch Queue --single-pass")
        s.run(":move A 0 4")
        #expect(s.refusals == [.noPosition(4, rows: 3)])
        let still = Scenario("""
            import SwiftUI
            struct Plain: View {
                @State private var names = ["A", "B"]
                var body: some View {
                    List { ForEach(names, id: \\.self) { Text($0) }.onDelete { names.remove(atOffsets: $0) } }
                }
            }
            """).expectSuccess(":launch Plain --single-pass")
        still.run(":move A 2")
        #expect(still.refusals.count == 1)
        #expect(still.printed.isEmpty)
    }

    @Test("the command reads the row, then its place")
    func parsing() throws {
        #expect(try LiveCommand(parsing: ":move Buy milk 3", screen: ScreenLabels()) == .move(row: "Buy milk", position: 3))
        #expect(try LiveCommand(parsing: ":move \"Buy milk\" 3", screen: ScreenLabels()) == .move(row: "Buy milk", position: 3))
        #expect(throws: LiveCommandError.self) { try LiveCommand(parsing: ":move Eggs", screen: ScreenLabels()) }
        #expect(throws: LiveCommandError.self) { try LiveCommand(parsing: ":move Eggs first", screen: ScreenLabels()) }
    }
}
