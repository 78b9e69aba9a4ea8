/// Every option and subcommand of `statelab`. The parser, the generated
/// help and the dispatch all read this table; a new subcommand is one entry.
struct CommandLineTable {
    var options: [OptionSpec]
    /// Options every subcommand accepts.
    var commonOptions: [String]
    /// The subcommands; the one without a name is what bare `statelab` does.
    var subcommands: [SubcommandSpec]

    static func standard() -> CommandLineTable {
        CommandLineTable(
            options: [
                OptionSpec(
                    name: "script", kind: .value(placeholder: "FILE", expectation: "a file", isValid: { !$0.isEmpty }),
                    summary: "Run FILE's lines as if typed at the prompt, then exit"),
                OptionSpec(
                    name: "seed", kind: .value(placeholder: "N", expectation: "a whole number from 0", isValid: { UInt64($0) != nil }),
                    summary: "Seed UUID(), random and Date() (default 0): same seed, same output"),
                OptionSpec(name: "trace", kind: .flag, summary: "Print runtime events as they happen, as :trace on does"),
                OptionSpec(name: "json", kind: .flag,
                           summary: "Write the trace as JSON lines (one per event, prints included) instead of the output"),
                OptionSpec(
                    name: "lessons", kind: .value(placeholder: "DIR", expectation: "a folder", isValid: { !$0.isEmpty }),
                    summary: "Take the course from the lesson pack in DIR instead of the built-in one"),
                OptionSpec(
                    name: "progress", kind: .value(placeholder: "FILE", expectation: "a file", isValid: { !$0.isEmpty }),
                    summary: "Keep course progress in FILE (default: the XDG data folder)"),
                OptionSpec(
                    name: "student", kind: .value(placeholder: "NAME", expectation: "a name", isValid: { !$0.isEmpty }),
                    summary: "Keep a separate progress file for the student NAME"),
                OptionSpec(
                    name: "format", kind: .value(placeholder: "FORMAT", expectation: "one of text, json, classroom, junit, tap, csv",
                                                 isValid: { ["text", "json", "classroom", "junit", "tap", "csv"].contains($0) }),
                    summary: "Output format: lessons text|json; grade text|json|classroom|junit|tap; report text|csv|json"),
                OptionSpec(name: "reveal", kind: .flag, summary: "List the accepted answers too (for teachers)"),
                OptionSpec(
                    name: "answer", kind: .value(placeholder: "ID=CHOICE", expectation: "an answer, ID=CHOICE or 'ID: CHOICE'",
                                                 isValid: { $0.contains("=") || $0.contains(":") }),
                    summary: "An answer to grade, ID=CHOICE or 'ID: CHOICE' (repeatable)", isRepeatable: true),
                OptionSpec(
                    name: "answers", kind: .value(placeholder: "FILE", expectation: "a file", isValid: { !$0.isEmpty }),
                    summary: "A file of answers, one `id: choice` (or `id=choice`) a line"),
                OptionSpec(
                    name: "code", kind: .value(placeholder: "ID=FILE", expectation: "an id, = and a file", isValid: { $0.contains("=") }),
                    summary: "A learner's Swift file answering a code exercise (repeatable)", isRepeatable: true),
                OptionSpec(
                    name: "exercise", kind: .value(placeholder: "ID", expectation: "an exercise or prediction id", isValid: { !$0.isEmpty }),
                    summary: "Grade this exercise or prediction (repeatable)", isRepeatable: true),
                OptionSpec(
                    name: "lesson", kind: .value(placeholder: "ID", expectation: "a lesson id", isValid: { !$0.isEmpty }),
                    summary: "Grade this lesson (repeatable)", isRepeatable: true),
                OptionSpec(
                    name: "from-progress", kind: .value(placeholder: "FILE", expectation: "a progress file", isValid: { !$0.isEmpty }),
                    summary: "Grade the choices a learner's progress file records"),
                OptionSpec(
                    name: "first-try-bonus", kind: .value(placeholder: "N", expectation: "a number from 0", isValid: { (Double($0) ?? -1) >= 0 }),
                    summary: "Extra points for an exercise passed at the first attempt with no hint (default 0)"),
                OptionSpec(name: "all-or-nothing", kind: .flag, summary: "No partial credit for code: an exercise scores 1 or 0 (a choice always does)"),
                OptionSpec(name: "no-color", kind: .flag, summary: "Never write colour (so does a non-empty NO_COLOR)"),
                OptionSpec(name: "version", kind: .flag, summary: "Print the version and exit"),
                OptionSpec(name: "help", shortName: "h", kind: .flag, summary: "Print help and exit"),
            ],
            commonOptions: ["no-color", "version", "help"],
            subcommands: [.console, .run, .lessons, .checkLessons, .grade, .report, .help])
    }

    var defaultSubcommand: SubcommandSpec {
        subcommands.first { $0.name == nil } ?? .console
    }

    func subcommand(named name: String) -> SubcommandSpec? {
        subcommands.first { $0.name == name }
    }

    func option(spelled spelling: String) -> OptionSpec? {
        options.first { "--" + $0.name == spelling || $0.shortName.map { "-\($0)" } == spelling }
    }

    func options(of subcommand: SubcommandSpec) -> [OptionSpec] {
        options.filter { subcommand.options.contains($0.name) || commonOptions.contains($0.name) }
    }

    func suggestion(for name: String) -> String? {
        let names = subcommands.compactMap(\.name)
        guard let best = names.min(by: { EditDistance.between(name, $0) < EditDistance.between(name, $1) }),
              EditDistance.between(name, best) <= 2 else { return nil }
        return best
    }
}
