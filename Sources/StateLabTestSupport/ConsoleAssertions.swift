import Console

/// Runs `input` through the console exactly as a pipe would feed it, and
/// returns what it wrote and whether every entry succeeded.
public func runScript(
    _ input: String, name: String = "<stdin>", environment: [String: String] = [:]
) -> (succeeded: Bool, output: String, errors: String) {
    let output = CapturedOutput()
    let context = ConsoleContext(output: output, isInteractive: false, environment: environment)
    var lines = TextLines(name: name, text: input)
    let succeeded = ScriptRunner(context: context).run(&lines)
    return (succeeded, output.standardOutput, output.standardError)
}

/// Runs the `statelab` command line in-process with `arguments`.
public func runCommandLine(
    _ arguments: [String], environment: ProcessEnvironment = ProcessEnvironment(variables: [:])
) -> (status: Int32, output: String, errors: String) {
    let output = CapturedOutput()
    let status = StateLabCommandLine.main(arguments: arguments, environment: environment, output: output)
    return (status, output.standardOutput, output.standardError)
}

/// Loads `source` into a fresh console as `Scenario.swift`, then runs
/// `script`'s lines as if typed; returns the context too, so a test can
/// look at the session afterwards.
public func runScenario(
    _ source: String, script: String, measureWidth: @escaping () -> Int = { 100 }
) -> (succeeded: Bool, output: String, errors: String, context: ConsoleContext) {
    let output = CapturedOutput()
    let context = ConsoleContext(output: output, isInteractive: false, measureWidth: measureWidth)
    if case .failure(let diagnostics) = context.evaluate(source, file: "Scenario.swift") {
        return (false, output.standardOutput, context.render(diagnostics), context)
    }
    var lines = TextLines(name: "<script>", text: script)
    let succeeded = ScriptRunner(context: context).run(&lines)
    return (succeeded, output.standardOutput, output.standardError, context)
}
