import BuiltinLessons
import SwiftSubsetAST

/// The `statelab` executable's whole behaviour: parse the arguments against
/// `CommandLineTable`, then print help or the version, report a usage error
/// (status 2), or run the chosen subcommand.
public enum StateLabCommandLine {
    /// - Parameter arguments: the arguments after the program name.
    /// - Returns: the exit status.
    public static func main(
        arguments: [String],
        environment: ProcessEnvironment = .current(),
        output: ConsoleOutput = StandardStreams()
    ) -> Int32 {
        let table = CommandLineTable.standard()
        let help = CommandLineHelp(table: table)
        do {
            switch try CommandLineParser(table: table).parse(arguments) {
            case .version:
                output.write("statelab \(StateLabVersion.current)\n")
                return 0
            case .help(let subcommand):
                output.write(subcommand.name == nil ? help.overview() : help.detail(subcommand))
                return 0
            case .run(let parsed):
                // The built-in lessons' Swift was lowered when they were
                // embedded: grading them asks no parser.
                SwiftFrontend.answer(from: BuiltinLessons.frontendAnswers)
                let context = CommandLineContext(environment: environment, output: output)
                return parsed.subcommand.run(parsed, context)
            }
        } catch {
            output.writeError(help.report(error))
            return 2
        }
    }
}
