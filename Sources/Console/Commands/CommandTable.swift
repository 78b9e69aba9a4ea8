/// The console's commands, in the order `:help` lists them, and how a typed
/// name selects one: an exact name or alias, else an unambiguous prefix
/// (`:he` is `:help`), else an error naming the candidates or the closest
/// name ("did you mean :tree?").
public struct CommandTable {
    public private(set) var commands: [Command] = []

    public init(_ commands: [Command] = []) {
        for command in commands { register(command) }
    }

    /// Adds a command. Names and aliases must be unique across the table —
    /// a programming error otherwise, checked by the tests.
    public mutating func register(_ command: Command) {
        let taken = Set(commands.flatMap { [$0.name] + $0.aliases })
        precondition(
            !([command.name] + command.aliases).contains(where: taken.contains),
            "command :\(command.name) registered twice")
        commands.append(command)
    }

    public enum Lookup {
        case found(Command)
        case ambiguous([String])
        case unknown(suggestion: String?)
    }

    /// Selects the command `typed` (without the colon) names.
    public func lookup(_ typed: String) -> Lookup {
        if let exact = commands.first(where: { $0.name == typed || $0.aliases.contains(typed) }) {
            return .found(exact)
        }
        let matches = commands.filter { command in
            command.name.hasPrefix(typed) || command.aliases.contains { $0.hasPrefix(typed) }
        }
        if matches.count == 1 { return .found(matches[0]) }
        if matches.count > 1 { return .ambiguous(matches.map(\.name)) }
        return .unknown(suggestion: suggestion(for: typed))
    }

    /// Like `lookup`, throwing the learner-facing error when nothing is found.
    public func resolve(_ typed: String) throws(ConsoleError) -> Command {
        guard !typed.isEmpty else { throw .missingCommandName }
        switch lookup(typed) {
        case .found(let command): return command
        case .ambiguous(let names): throw .ambiguousCommand(typed, candidates: names)
        case .unknown(let suggestion): throw .unknownCommand(typed, suggestion: suggestion)
        }
    }

    /// The primary names starting with `prefix`, in table order.
    public func names(withPrefix prefix: String) -> [String] {
        commands.map(\.name).filter { $0.hasPrefix(prefix) }
    }

    /// The name closest to a mistyped one, if it is close enough to be what
    /// was meant: one edit for names of up to four letters, two for longer
    /// ones (two edits turn `nope` into `type`, which nobody meant).
    private func suggestion(for typed: String) -> String? {
        let limit = typed.count <= 4 ? 1 : 2
        let scored = commands.map { ($0.name, EditDistance.between(typed.lowercased(), $0.name)) }
        guard let best = scored.min(by: { $0.1 < $1.1 }), best.1 <= limit else { return nil }
        return best.0
    }
}
