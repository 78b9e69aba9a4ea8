/// Reads `statelab`'s arguments against the table of options and
/// subcommands in `CommandLineTable`: options may come before or after the
/// subcommand, `--name=value` and `--name value` both work, `--` ends the
/// options.
struct CommandLineParser {
    enum Request {
        case run(ParsedArguments)
        case help(SubcommandSpec)
        case version
    }

    let table: CommandLineTable

    func parse(_ arguments: [String]) throws(UsageError) -> Request {
        var chosen: SubcommandSpec?
        var flags: Set<String> = []
        var values: [String: String] = [:]
        var repeated: [String: [String]] = [:]
        var positionals: [String] = []
        var pending = arguments[...]
        var optionsEnded = false

        while let argument = pending.popFirst() {
            if optionsEnded || argument == "-" || !argument.hasPrefix("-") {
                if chosen == nil && positionals.isEmpty && !optionsEnded,
                   let subcommand = table.subcommand(named: argument) {
                    chosen = subcommand
                } else {
                    positionals.append(argument)
                }
                continue
            }
            if argument == "--" {
                optionsEnded = true
                continue
            }
            let (name, attached) = Self.split(argument)
            guard let option = table.option(spelled: name) else {
                throw .unknownOption(name, in: chosen?.name)
            }
            switch option.kind {
            case .flag:
                guard attached == nil else { throw .unexpectedValue(for: option, in: chosen?.name) }
                flags.insert(option.name)
            case .value(_, let expectation, let isValid):
                guard let value = attached ?? pending.popFirst() else {
                    throw .missingValue(option, in: chosen?.name)
                }
                guard isValid(value) else {
                    throw .invalidValue(value, for: option, expectation: expectation, in: chosen?.name)
                }
                values[option.name] = value
                if option.isRepeatable { repeated[option.name, default: []].append(value) }
            }
        }

        let subcommand = chosen ?? table.defaultSubcommand
        let accepted = Set(table.commonOptions + subcommand.options)
        if let stray = (flags.union(values.keys)).sorted().first(where: { !accepted.contains($0) }) {
            throw .unknownOption("--" + stray, in: subcommand.name)
        }
        if let format = values["format"], !subcommand.formats.isEmpty, !subcommand.formats.contains(format),
           let option = table.option(spelled: "--format") {
            throw .invalidValue(format, for: option, expectation: "one of " + subcommand.formats.joined(separator: ", "),
                                in: subcommand.name)
        }
        if flags.contains("help") { return .help(subcommand) }
        if flags.contains("version") { return .version }
        if chosen == nil, let first = positionals.first, subcommand.positionals.isEmpty {
            throw .unknownSubcommand(first, suggestion: table.suggestion(for: first))
        }
        let required = subcommand.positionals.filter { !$0.isOptional }
        if positionals.count < required.count {
            throw .missingArgument(required[positionals.count].placeholder, in: subcommand.name)
        }
        if positionals.count > subcommand.positionals.count, subcommand.positionals.last?.isVariadic != true {
            throw .unexpectedArgument(positionals[subcommand.positionals.count], in: subcommand.name)
        }
        return .run(ParsedArguments(
            subcommand: subcommand, flags: flags, values: values, repeated: repeated, positionals: positionals))
    }

    /// `--seed=3` → (`--seed`, `3`); `--seed` → (`--seed`, nil).
    private static func split(_ argument: String) -> (String, String?) {
        guard argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") else {
            return (argument, nil)
        }
        return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
    }
}
