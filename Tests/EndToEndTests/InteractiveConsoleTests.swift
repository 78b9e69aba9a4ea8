import Foundation
import StateLabTestSupport
import Testing

/// The real binary on a pseudo-terminal, typed into as a person would.
@Suite("Interactive console on a terminal", .serialized)
struct InteractiveConsoleTests {
    let home: TemporaryDirectory

    init() throws {
        home = try TemporaryDirectory(prefix: "statelab-home")
    }

    func start(color: Bool = false, arguments: [String] = []) throws -> TerminalSession {
        let session = try TerminalSession(
            arguments: arguments,
            environment: IsolatedEnvironment.make(home: home.path, color: color),
            directory: home.path)
        try session.expect("statelab> ")
        return session
    }

    var historyPath: String { home.path + "/.local/share/statelab/history" }

    @Test func greetsWithTheVersionAndHowToGetHelp() throws {
        let session = try TerminalSession(
            environment: IsolatedEnvironment.make(home: home.path), directory: home.path)
        let greeting = try session.expect("statelab> ")
        #expect(greeting.contains("StateLab 0.1.0"))
        #expect(greeting.contains("type :help"))
    }

    @Test func helpListsTheCommands() throws {
        let session = try start()
        session.type(":help\r")
        try session.expect(":load FILE")
        try session.expect(":quit")
        try session.expect("statelab> ")
    }

    @Test func tabCompletesACommandNameAndListsCandidates() throws {
        let session = try start()
        session.type(":he")
        try session.expect(":he")
        session.type("\t")
        try session.expect("lp ") // libedit draws the inserted rest of the word
        session.type("\r")
        try session.expect("Commands")
        try session.expect("statelab> ")
        session.type(":\t")
        try session.expect(":help       :submit     :refresh    :settle     :prev       :edit")
        session.type("\u{15}:q\r") // Ctrl-U clears the line
        #expect(try session.waitForExit() == 0)
        #expect(try String(contentsOfFile: historyPath, encoding: .utf8).contains(":help\n"))
    }

    @Test func upArrowRecallsALineFromAnEarlierRun() throws {
        let first = try start()
        first.type("let remembered = 42\r")
        try first.expect("statelab> ")
        first.type("\u{04}")
        #expect(try first.waitForExit() == 0)

        let second = try start()
        second.type("\u{1B}[A")
        try second.expect("let remembered = 42")
    }

    @Test func aMultilineEntryIsOneHistoryEntry() throws {
        let session = try start()
        session.type("struct Card {\r")
        try session.expect("{… ")
        session.type("    var title = \"}\"\r")
        try session.expect("{… ")
        session.type("}\r")
        try session.expect("statelab> ")
        session.type("\u{1B}[A")
        try session.expect("    var title = \"}\"")
        session.type("\u{15}:q\r")
        #expect(try session.waitForExit() == 0)
        let history = try String(contentsOfFile: historyPath, encoding: .utf8)
        #expect(history.contains("struct\\040Card\\040{\\012"), "\(history)")
    }

    @Test func ctrlCCancelsTheLineAndTheREPLStaysAlive() throws {
        let session = try start()
        session.type("let abandoned = ")
        try session.expect("abandoned = ")
        session.type("\u{03}")
        try session.expect("^C")
        try session.expect("statelab> ")
        session.type("struct Open {\r")
        try session.expect("{… ")
        session.type("\u{03}")
        try session.expect("^C")
        try session.expect("statelab> ")
        session.type(":help reset\r")
        try session.expect("Start a fresh session")
        session.type(":q\r")
        #expect(try session.waitForExit() == 0)
        let history = try String(contentsOfFile: historyPath, encoding: .utf8)
        #expect(!history.contains("abandoned"))
    }

    @Test func ctrlDOnAnEmptyLineLeavesWithStatusZero() throws {
        let session = try start()
        session.type("\u{04}")
        #expect(try session.waitForExit() == 0)
    }

    @Test func ctrlDOnAContinuationLineSubmitsTheEntryForTheParserToJudge() throws {
        let session = try start()
        session.type("struct Open {\r")
        try session.expect("{… ")
        session.type("\u{04}")
        try session.expect("<repl>:1:")
        try session.expect("expected '}'")
        try session.expect("statelab> ")
        session.type(":q\r")
        #expect(try session.waitForExit() == 0)
    }

    @Test func anAttributeOnItsOwnLineWaitsForItsDeclaration() throws {
        let session = try start()
        session.type("@MainActor\r")
        try session.expect("@… ")
        session.type("final class Radio { var station = 4 }\r")
        try session.expect("statelab> ")
        session.type("Radio().station\r")
        try session.expect("$R0: Int = 4")
        session.type(":q\r")
        #expect(try session.waitForExit() == 0)
    }

    /// A pasted block arrives in one write: it runs as a file does, so a
    /// view may name a type declared further down, and its lines keep
    /// their numbers.
    @Test func aPastedBlockRunsAsAFileWithForwardReferences() throws {
        let session = try start()
        session.type([
            "@Observable",
            "final class Pantry { var jars = 3 }",
            "",
            "struct Kitchen: View {",
            "    var body: some View { Shelf() }",
            "}",
            "struct Shelf: View {",
            "    @State private var pantry = Pantry()",
            "    var body: some View { Text(\"jars \\(pantry.jars)\") }",
            "}",
            "",
        ].joined(separator: "\r"))
        try session.expect("statelab> ")
        session.type(":launch Kitchen --single-pass\r")
        try session.expect("statelab> ")
        session.type(":tree\r")
        try session.expect("Text \"jars 3\"")
        try session.expect("statelab> ")
        session.type("undefinedName\r")
        try session.expect("<repl>:11:1: error: cannot find 'undefinedName' in scope")
        session.type(":q\r")
        #expect(try session.waitForExit() == 0)
    }

    /// With bracketed paste (which the REPL turns on at start and off as it
    /// leaves), the terminal's markers say where a paste ends: text that
    /// arrives in two pieces, with a pause between them, is still one
    /// entry, run as a file is (a forward reference works), a Tab in it is
    /// indentation, and no marker byte reaches the entry or its history.
    @Test func aBracketedPasteIsOneEntryHoweverItArrives() throws {
        let session = try TerminalSession(
            environment: IsolatedEnvironment.make(home: home.path, color: false), directory: home.path)
        let greeting = try session.expect("statelab> ")
        #expect(greeting.contains("\u{1B}[?2004h"))
        // The first piece is a whole statement that names a type declared
        // in the second: run alone, it would fail.
        session.type("\u{1B}[200~print(Shelf().label())\r")
        usleep(300_000) // the rest of the paste comes later, as over a slow link
        session.type([
            "struct Shelf {",
            "\tfunc label() -> String { \"jars \\(Pantry.jars)\" }",
            "}",
            "enum Pantry { static let jars = 3 }",
        ].joined(separator: "\r") + "\r\u{1B}[201~")
        let ran = try session.expect("jars 3")
        #expect(!ran.contains("error"))
        try session.expect("statelab> ")
        // A paste that ends inside a line leaves that line to be finished.
        session.type("\u{1B}[200~let shelves = 2\rprint(\"shelves:\", shelves * 10\u{1B}[201~")
        session.type(")\r")
        try session.expect("shelves: 20")
        try session.expect("statelab> ")
        session.type(":q\r")
        #expect(try session.waitForExit() == 0)
        #expect(session.transcript.contains("\u{1B}[?2004l"))
        let history = try String(contentsOfFile: historyPath, encoding: .utf8)
        #expect(history.contains("Pantry"))
        #expect(!history.contains("200~") && !history.contains("201~") && !history.contains("\u{1B}"))
    }

    @Test func ctrlRSearchesHistory() throws {
        let session = try start()
        session.type(":help reset\r")
        try session.expect("Start a fresh session")
        try session.expect("statelab> ")
        session.type(":help load\r")
        try session.expect("statelab> ")
        session.type("\u{12}reset")
        try session.expect("reset")
        session.type("\r")
        try session.expect("Start a fresh session")
    }

    @Test func errorsAppearAndTheSessionGoesOn() throws {
        let session = try start()
        session.type(":frob\r")
        try session.expect("error: unknown command :frob")
        try session.expect("statelab> ")
        session.type("let broken = \r")
        try session.expect("<repl>:1:")
        try session.expect("statelab> ")
    }

    @Test func colourOnATerminalUnlessToldNot() throws {
        let colored = try TerminalSession(
            environment: IsolatedEnvironment.make(home: home.path, color: true), directory: home.path)
        try colored.expect("\u{1B}[1;36mstatelab>\u{1B}[0m ")

        let plain = try TerminalSession(
            arguments: ["--no-color"],
            environment: IsolatedEnvironment.make(home: home.path, color: true), directory: home.path)
        let greeting = try plain.expect("statelab> ")
        #expect(!greeting.contains("\u{1B}[1m"))
    }

    @Test func anEmptySTATELAB_HISTORYKeepsNoHistory() throws {
        let session = try TerminalSession(
            environment: IsolatedEnvironment.make(home: home.path, extra: ["STATELAB_HISTORY": ""]),
            directory: home.path)
        try session.expect("statelab> ")
        session.type(":help\r")
        try session.expect("statelab> ")
        session.type("\u{04}")
        #expect(try session.waitForExit() == 0)
        #expect(!FileManager.default.fileExists(atPath: historyPath))
    }

    @Test func tabCompletesViewNamesAndTheLabelsOnScreen() throws {
        try home.write("""
            import SwiftUI
            struct Panel: View {
                @State private var on = false
                var body: some View {
                    VStack {
                        Button("Refresh home") { }
                        Toggle("Dark mode", isOn: $on)
                    }
                }
            }
            """, to: "Panel.swift")
        let session = try start()
        session.type(":load Panel.swift\r")
        try session.expect("statelab> ")
        session.type(":launch P\t")
        try session.expect("anel ")
        session.type("\r")
        try session.expect("statelab> ")
        session.type(":tap Ref\t")
        try session.expect("\"Refresh home\" ")
        session.type("\r")
        try session.expect("statelab> ")
        session.type(":toggle \t")
        try session.expect("\"Dark mode\" ")
        session.type("\r")
        try session.expect("statelab> ")
        session.type(":tree\r")
        try session.expect("@State on = true")
        session.type(":q\r")
        #expect(try session.waitForExit() == 0)
    }
}
