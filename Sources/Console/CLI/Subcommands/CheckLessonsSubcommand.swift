import Course
import LiveRuntime

extension SubcommandSpec {
    /// `statelab check-lessons [DIR]`: proves a lesson pack by running it.
    static var checkLessons: SubcommandSpec {
        SubcommandSpec(
            name: "check-lessons",
            positionals: [PositionalSpec(placeholder: "DIR", isOptional: true)],
            options: ["seed"],
            summary: "Prove a lesson pack: every block parses and runs, every answer is right",
            details: """
                Loads the lesson pack in DIR (the built-in one without it) and proves
                it: every front matter and block is well formed, every swift block
                parses and every step's program loads, every statelab block runs,
                every accepted answer of every exercise passes its checks and every
                other choice fails them, and every prediction's answer is what the
                runtime does. Problems are listed as file:line:column with the line
                and a caret. The exit status is 0 when the pack is proven, 1 if not.
                """,
            run: { arguments, context in
                var pack = CourseLaunch.builtinPack()
                do throws(LessonDiagnostic) {
                    if let folder = arguments.positionals.first { pack = try LessonPack.load(directory: folder) }
                } catch {
                    context.output.writeError("statelab: \(error.description)\n")
                    return 1
                }
                let seed = arguments.value("seed").flatMap(UInt64.init) ?? 0
                let report = PackValidator(runner: ScenarioRunner(seed: seed)).validate(pack)
                let console = ConsoleLaunch.plainContext(options: Session.Options(seed: seed), context: context)
                for diagnostic in report.diagnostics {
                    context.output.writeError(LessonDiagnosticRenderer.render(diagnostic, in: console))
                }
                let summary = "\(pack.folder): \(report.lessons) lesson\(report.lessons == 1 ? "" : "s"), "
                    + "\(report.exercises) exercises (\(report.choicesRun) choices run), \(report.predictions) predictions, "
                    + "\(report.commandBlocks) command blocks"
                if report.passed {
                    context.output.write("✓ \(summary): all proven\n")
                    return 0
                }
                context.output.write("✗ \(summary): \(report.diagnostics.count) problem\(report.diagnostics.count == 1 ? "" : "s")\n")
                return 1
            })
    }
}

/// A lesson problem as `file:line:col: error: …`, the line, a caret, notes.
enum LessonDiagnosticRenderer {
    static func render(_ diagnostic: LessonDiagnostic, in context: ConsoleContext) -> String {
        var out = "\(diagnostic.location): error: \(diagnostic.message)\n"
        if !diagnostic.sourceLine.isEmpty {
            let number = String(diagnostic.location.line)
            out += " \(number) | \(diagnostic.sourceLine)\n"
            out += " " + String(repeating: " ", count: number.count) + " | "
                + String(repeating: " ", count: max(0, diagnostic.location.column - 1)) + "^\n"
        }
        for failure in diagnostic.scriptFailures {
            out += "    `\(failure.line)`: " + failure.failure.words(context).replacingEvery("\n", with: "\n    ") + "\n"
        }
        if !diagnostic.programErrors.isEmpty {
            out += context.render(diagnostic.programErrors).split(separator: "\n", omittingEmptySubsequences: false)
                .map { $0.isEmpty ? "" : "    " + $0 }.joined(separator: "\n")
            if !out.hasSuffix("\n") { out += "\n" }
        }
        for note in diagnostic.notes {
            out += note.split(separator: "\n", omittingEmptySubsequences: false).map { "    " + $0 }.joined(separator: "\n")
            out += note.hasSuffix("\n") ? "" : "\n"
        }
        return out
    }
}
