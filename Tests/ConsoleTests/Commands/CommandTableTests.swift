@testable import Console
import Testing

@Suite("Command table: lookup, prefixes and suggestions")
struct CommandTableTests {
    /// A table shaped like the one later issues grow: names sharing prefixes.
    static func sampleTable() -> CommandTable {
        func command(_ name: String, aliases: [String] = []) -> Command {
            Command(name: name, aliases: aliases, summary: "", details: "", run: { _, _ in .done })
        }
        return CommandTable([
            command("help"), command("tap"), command("tree"), command("trace"),
            command("timeline"), command("quit", aliases: ["q"]),
        ])
    }

    func found(_ typed: String) -> String? {
        if case .found(let command) = Self.sampleTable().lookup(typed) { return command.name }
        return nil
    }

    @Test("exact names, aliases and unambiguous prefixes select a command", arguments: [
        ("help", "help"), ("he", "help"), ("h", "help"), ("q", "quit"), ("qu", "quit"),
        ("tre", "tree"), ("tra", "trace"), ("ti", "timeline"), ("tap", "tap"),
    ])
    func selects(_ typed: String, _ name: String) {
        #expect(found(typed) == name)
    }

    @Test func anAmbiguousPrefixListsItsCandidates() throws {
        guard case .ambiguous(let names) = Self.sampleTable().lookup("t") else {
            Issue.record("expected an ambiguous lookup"); return
        }
        #expect(names == ["tap", "tree", "trace", "timeline"])
        #expect(throws: ConsoleError.ambiguousCommand("tr", candidates: ["tree", "trace"])) {
            try Self.sampleTable().resolve("tr")
        }
        #expect(ConsoleError.ambiguousCommand("tr", candidates: ["tree", "trace"]).message
            == ":tr is ambiguous: it could be :tree, :trace")
    }

    @Test("a near miss suggests the closest name", arguments: [
        ("hlep", "help"), ("tere", "tree"), ("trea", "tree"), ("timlein", "timeline"), ("qiut", "quit"),
    ])
    func suggests(_ typed: String, _ suggestion: String) {
        #expect(throws: ConsoleError.unknownCommand(typed, suggestion: suggestion)) {
            try Self.sampleTable().resolve(typed)
        }
    }

    @Test func aFarMissSuggestsNothing() {
        #expect(throws: ConsoleError.unknownCommand("xyzzy", suggestion: nil)) {
            try Self.sampleTable().resolve("xyzzy")
        }
        // Two edits away, but a four-letter word two edits away is another word.
        #expect(throws: ConsoleError.unknownCommand("nope", suggestion: nil)) {
            try CommandTable.standard().resolve("nope")
        }
        #expect(ConsoleError.unknownCommand("tere", suggestion: "tree").message
            == "unknown command :tere; did you mean :tree?")
    }

    @Test func anEmptyNameAsksForOne() {
        #expect(throws: ConsoleError.missingCommandName) { try Self.sampleTable().resolve("") }
    }

    @Test func theStandardTableHasUniqueNamesAndEveryCommandIsDocumented() {
        let commands = CommandTable.standard().commands
        let names = commands.flatMap { [$0.name] + $0.aliases }
        #expect(Set(names).count == names.count)
        for command in commands {
            #expect(!command.summary.isEmpty, "\(command.name) has no summary")
            #expect(!command.details.isEmpty, "\(command.name) has no details")
        }
        #expect(commands.map(\.name) == [
            "help", "load", "reset", "quit",
            "launch", "tap", "type", "submit", "toggle", "pick", "increment", "decrement", "slide", "tab", "refresh", "scroll", "phase", "back", "delete",
            "move", "wait", "settle", "tree", "timeline", "trace",
            "lessons", "open", "next", "prev", "step", "try", "answer", "choose", "check", "hint", "edit", "compare", "progress",
        ])
        #expect(commands.filter { $0.section == .course }.map(\.name).first == "lessons")
    }

    @Test func editDistanceCountsAdjacentSwapsAsOneEdit() {
        #expect(EditDistance.between("hlep", "help") == 1)
        #expect(EditDistance.between("", "tree") == 4)
        #expect(EditDistance.between("tree", "tree") == 0)
        #expect(EditDistance.between("kitten", "sitting") == 3)
    }
}
