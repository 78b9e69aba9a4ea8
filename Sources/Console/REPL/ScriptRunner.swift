/// Runs non-interactive input — a pipe or a `--script` file — exactly as if
/// it were typed at the prompt: the same entries, commands and continuation,
/// but no line editor, prompt, colour or history. Program output goes to
/// standard output, errors to standard error with their input line.
public struct ScriptRunner {
    public let context: ConsoleContext

    public init(context: ConsoleContext) {
        self.context = context
    }

    /// Runs every entry of `input`, up to its end or a `:quit`.
    /// - Returns: whether every entry succeeded.
    public func run(_ input: inout some LineSource) -> Bool {
        let runner = EntryRunner(
            context: context,
            reporter: ErrorReporter(mode: .script(inputName: input.name), styler: .plain))
        var accumulator = EntryAccumulator()
        var allSucceeded = true
        func runEntry(_ entry: Entry) -> Bool {
            let outcome = runner.run(entry)
            if outcome == .failed { allSucceeded = false }
            return outcome != .quit
        }
        while let line = input.nextLine() {
            if let entry = accumulator.add(line), !runEntry(entry) { return allSucceeded }
        }
        if let unfinished = accumulator.finish() { _ = runEntry(unfinished) }
        return allSucceeded
    }
}
