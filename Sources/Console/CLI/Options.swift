import LiveRuntime

/// What the bare `statelab` (the console) was asked to do, decoded once
/// from its arguments.
struct ConsoleOptions {
    /// `--script FILE`: read its lines as if typed, then exit.
    var script: String?
    var session: Session.Options
    var noColor: Bool
    var course: CourseOptions

    init(_ arguments: ParsedArguments) {
        script = arguments.value("script")
        session = Session.Options(seed: Self.seed(arguments))
        noColor = arguments.flag("no-color")
        course = CourseOptions(arguments)
    }

    /// `--seed N` (the table has checked it is a number), 0 without it.
    static func seed(_ arguments: ParsedArguments) -> UInt64 {
        arguments.value("seed").flatMap(UInt64.init) ?? 0
    }
}

/// What `statelab run FILE.swift` was asked to do, decoded once from its
/// arguments.
struct RunOptions {
    var file: String
    /// `--script FILE`: lines to run as if typed after the file.
    var script: String?
    /// `--trace`: print runtime events as they happen.
    var trace: Bool
    /// `--json`: write the trace as JSON lines instead of the output.
    var json: Bool
    var session: Session.Options

    init(_ arguments: ParsedArguments) {
        file = arguments.positionals.first ?? ""
        script = arguments.value("script")
        trace = arguments.flag("trace")
        json = arguments.flag("json")
        session = Session.Options(seed: ConsoleOptions.seed(arguments))
    }
}

/// Which lesson pack and whose progress: `--lessons DIR`, `--progress
/// FILE`, `--student NAME`.
struct CourseOptions {
    /// A pack's folder; nil for the built-in pack.
    var lessons: String?
    var progress: String?
    var student: String?

    init(_ arguments: ParsedArguments) {
        lessons = arguments.value("lessons")
        progress = arguments.value("progress")
        student = arguments.value("student")
    }
}
