import Console
import StateLabTestSupport
import Testing

/// `:move ROW N` at the console: what it does, Tab, `:help`, refusals.
@Suite("The :move command at the console")
struct MoveCommandTests {
    static let source = """
        import SwiftUI
        struct Queue: View {
            @State private var songs = ["Intro", "Blue", "Coda"]
            var body: some View {
                List {
                    ForEach(songs, id: \\.self) { Text($0) }
                        .onMove { songs.move(fromOffsets: $0, toOffset: $1) }
                }
                Text(songs.joined(separator: ","))
            }
        }
        """

    @Test func movesTheRowAndRunsOnMove() {
        let run = runScenario(Self.source, script: ":launch Queue --single-pass\n:move Coda 1\n:tree\n")
        #expect(run.errors.isEmpty)
        #expect(run.output.contains("Coda,Intro,Blue"))
    }

    @Test("Tab completes the rows that can move", arguments: [
        (":move ", CompletionAction.show(["Intro", "Blue", "Coda"])),
        (":move B", .replace(suffix: "B", with: "Blue ")),
    ])
    func completion(_ text: String, _ expected: CompletionAction) {
        let run = runScenario(Self.source, script: ":launch Queue --single-pass\n")
        #expect(Completer.action(beforeCursor: text, isContinuation: false, context: run.context) == expected)
    }

    @Test func helpDescribesIt() {
        let run = runScenario(Self.source, script: ":help move\n")
        #expect(run.output.contains(":move ROW N"))
        #expect(run.output.contains("onMove"))
    }

    @Test func refusalsSayWhy() {
        let run = runScenario(Self.source, script: ":launch Queue --single-pass\n:move Coda 4\n:move Coda\n:move Coda last\n")
        #expect(run.errors.contains("no place 4 to move the row to: its list has 3 rows (1–3)"))
        #expect(run.errors.components(separatedBy: "error:").count - 1 == 3, "\(run.errors)")
    }
}
