/// An option of the `statelab` command line, as the parser and the
/// generated help both read it.
struct OptionSpec {
    enum Kind {
        case flag
        /// Takes a value, written `--name VALUE` or `--name=VALUE`;
        /// `isValid` checks it and `expectation` says what it must be.
        case value(placeholder: String, expectation: String, isValid: (String) -> Bool)
    }

    var name: String
    var shortName: Character?
    var kind: Kind
    var summary: String
    /// May be given several times (`--answer a=1 --answer b=2`).
    var isRepeatable = false

    var spelling: String {
        let long = "--" + name
        let withShort = shortName.map { "-\($0), " + long } ?? long
        if case .value(let placeholder, _, _) = kind { return withShort + " " + placeholder }
        return withShort
    }

    var takesValue: Bool {
        if case .value = kind { return true }
        return false
    }
}

/// A positional argument of a subcommand.
struct PositionalSpec {
    var placeholder: String
    var isOptional: Bool
    /// Takes every remaining positional argument (`FILES…`).
    var isVariadic = false
}

/// A subcommand: `statelab run FILE.swift`, or the bare `statelab` (no name).
struct SubcommandSpec {
    /// Nil for what `statelab` does with no subcommand.
    var name: String?
    var positionals: [PositionalSpec]
    /// The options it accepts besides the common ones.
    var options: [String]
    /// The values its `--format` takes, when it has that option: each
    /// subcommand writes its own formats, and another is a usage error
    /// rather than text in silence.
    var formats: [String] = []
    var summary: String
    var details: String
    var run: (ParsedArguments, CommandLineContext) -> Int32
}

/// What the parser found, for a subcommand to act on.
struct ParsedArguments {
    var subcommand: SubcommandSpec
    var flags: Set<String> = []
    var values: [String: String] = [:]
    /// Every value of a repeatable option, in order.
    var repeated: [String: [String]] = [:]
    var positionals: [String] = []

    func flag(_ name: String) -> Bool { flags.contains(name) }
    func value(_ name: String) -> String? { values[name] }
    func allValues(_ name: String) -> [String] { repeated[name] ?? [] }
}

/// What a subcommand runs with: the process environment and the streams.
struct CommandLineContext {
    var environment: ProcessEnvironment
    var output: ConsoleOutput
}
