extension Command {
    /// `:load FILE`: evaluates a Swift file in the session.
    static var load: Command { Command(
        name: "load",
        arguments: "FILE",
        summary: "Run a Swift file in the session",
        details: """
            Reads FILE and evaluates its top-level code in the current session, as
            if it had been typed at the prompt: its declarations stay available
            afterwards. Errors point at FILE:line:column. Tab completes folders and
            .swift files.
            """,
        run: { invocation, context throws(ConsoleError) in
            let path = try invocation.requiredArgument()
            let resolved = FileReading.expandingTilde(path, home: context.environment["HOME"])
            let source = try FileReading.text(atPath: resolved)
            // A file's lines are its own: loading it again (or another file
            // of that name) numbers them from 1 again.
            if case .failure(let diagnostics) = context.evaluate(source, file: path, firstLine: 1) {
                throw .diagnostics(diagnostics)
            }
            return .done
        },
        completeArgument: { request, context in
            guard request.index == 0 else { return [] }
            return FilePathCompletion.candidates(
                for: request.partial, home: context.environment["HOME"], extensions: ["swift"])
        }
    ) }
}
