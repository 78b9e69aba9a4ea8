import Console
import StateLabTestSupport
import Testing

@Suite(":help, generated from the table")
struct HelpTextTests {
    @Test func theOverviewListsEveryCommandWithItsArguments() {
        let run = runScript(":help\n")
        #expect(run.succeeded)
        for usage in [":help [COMMAND]", ":load FILE", ":launch [VIEW] [--single-pass]", ":tap LABEL", ":type LABEL TEXT",
                      ":wait DURATION", ":timeline [TYPE]", ":trace on|off", ":reset", ":quit"] {
            #expect(run.output.contains(usage), "missing \(usage) in:\n\(run.output)")
        }
        #expect(run.output.contains("(also :q)"))
        #expect(run.errors.isEmpty)
    }

    @Test("one command in detail, by name, prefix or with its colon", arguments: [":help load", ":he lo", ":help :load"])
    func detail(_ line: String) {
        let run = runScript(line + "\n")
        #expect(run.output.hasPrefix(":load FILE\n  Run a Swift file in the session\n"))
        #expect(run.output.contains("Errors point at FILE:line:column"))
    }

    @Test func helpForAnUnknownCommandSuggests() {
        let run = runScript(":help lod\n")
        #expect(!run.succeeded)
        #expect(run.errors == "<stdin>:1: error: unknown command :lod; did you mean :load?\n")
    }

    @Test func noColourUnlessAsked() {
        #expect(!HelpText.overview(.standard(), styler: .plain).contains("\u{1B}["))
        #expect(HelpText.overview(.standard(), styler: Styler(isEnabled: true)).contains("\u{1B}[36m:load FILE"))
    }
}
