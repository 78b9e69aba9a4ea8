/// A mistake on the command line: the message, then the usage of the
/// subcommand it concerns. `statelab` exits with status 2 after one.
struct UsageError: Error, Equatable {
    var message: String
    /// The subcommand whose usage is shown (nil: the bare `statelab`).
    var subcommand: String?

    static func unknownOption(_ option: String, in subcommand: String?) -> UsageError {
        UsageError(message: "unknown option '\(option)'", subcommand: subcommand)
    }

    static func missingValue(_ option: OptionSpec, in subcommand: String?) -> UsageError {
        UsageError(message: "option --\(option.name) needs a value", subcommand: subcommand)
    }

    static func invalidValue(_ value: String, for option: OptionSpec, expectation: String, in subcommand: String?) -> UsageError {
        UsageError(message: "option --\(option.name) needs \(expectation), not '\(value)'", subcommand: subcommand)
    }

    static func unexpectedValue(for option: OptionSpec, in subcommand: String?) -> UsageError {
        UsageError(message: "option --\(option.name) takes no value", subcommand: subcommand)
    }

    static func missingArgument(_ placeholder: String, in subcommand: String?) -> UsageError {
        UsageError(message: "missing \(placeholder)", subcommand: subcommand)
    }

    static func unexpectedArgument(_ argument: String, in subcommand: String?) -> UsageError {
        UsageError(message: "unexpected argument '\(argument)'", subcommand: subcommand)
    }

    static func unknownSubcommand(_ name: String, suggestion: String?) -> UsageError {
        if name.hasSuffix(".swift") {
            return UsageError(message: "unknown command '\(name)'; to run a file: statelab run \(name)", subcommand: nil)
        }
        let hint = suggestion.map { "; did you mean '\($0)'?" } ?? ""
        return UsageError(message: "unknown command '\(name)'\(hint)", subcommand: nil)
    }
}
