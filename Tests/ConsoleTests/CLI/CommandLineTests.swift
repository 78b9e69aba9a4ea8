import Console
import StateLabTestSupport
import Testing

@Suite("The statelab command line")
struct CommandLineTests {
    @Test func versionAndHelp() {
        #expect(runCommandLine(["--version"]).output == "statelab \(StateLabVersion.current)\n")
        let help = runCommandLine(["--help"])
        #expect(help.status == 0)
        for text in ["statelab run FILE.swift", "--script FILE", "--seed N", "--trace", "--json", "--no-color", "STATELAB_HISTORY"] {
            #expect(help.output.contains(text), "missing \(text)")
        }
        #expect(runCommandLine(["-h"]).output == help.output)
        #expect(runCommandLine(["help"]).output == help.output)
    }

    @Test("subcommand help", arguments: [["help", "run"], ["run", "--help"], ["run", "-h", "x.swift"]])
    func subcommandHelp(_ arguments: [String]) {
        let run = runCommandLine(arguments)
        #expect(run.status == 0)
        #expect(run.output.hasPrefix("Usage: statelab run FILE.swift [--script FILE] [--seed N] [--trace] [--json] [--no-color]\n"))
    }

    @Test("usage errors exit with status 2", arguments: [
        (["--bogus"], "statelab: unknown option '--bogus'\nUsage: statelab [--script FILE] [--seed N] [--lessons DIR] [--progress FILE] [--student NAME] [--no-color]\nSee 'statelab --help'.\n"),
        (["run"], "statelab: missing FILE.swift\nUsage: statelab run FILE.swift [--script FILE] [--seed N] [--trace] [--json] [--no-color]\nSee 'statelab help run'.\n"),
        (["--trace"], "statelab: unknown option '--trace'\n"),
        (["run", "a.swift", "b.swift"], "statelab: unexpected argument 'b.swift'\n"),
        (["run", "a.swift", "--seed"], "statelab: option --seed needs a value\n"),
        (["run", "a.swift", "--seed", "many"], "statelab: option --seed needs a whole number from 0, not 'many'\n"),
        (["--no-color=yes"], "statelab: option --no-color takes no value\n"),
        (["rnu"], "statelab: unknown command 'rnu'; did you mean 'run'?\n"),
        (["lesson.swift"], "statelab: unknown command 'lesson.swift'; to run a file: statelab run lesson.swift\n"),
        (["help", "bogus"], "statelab: unknown command 'bogus'\n"),
        (["-x"], "statelab: unknown option '-x'\n"),
        // Each command's own formats: another is refused, not text in silence.
        (["report", "a.json", "--format", "junit"], "statelab: option --format needs one of text, csv, json, not 'junit'\n"),
        (["grade", "--format=csv"], "statelab: option --format needs one of text, json, classroom, junit, tap, not 'csv'\n"),
        (["--format", "tap", "lessons"], "statelab: option --format needs one of text, json, not 'tap'\n"),
    ])
    func usageError(_ arguments: [String], _ expectedStart: String) {
        let run = runCommandLine(arguments)
        #expect(run.status == 2)
        #expect(run.errors.hasPrefix(expectedStart), "\(run.errors)")
        #expect(run.output.isEmpty)
    }

    @Test func optionsMayComeBeforeTheSubcommandAndUseEquals() throws {
        let folder = try TemporaryDirectory()
        let file = try folder.write("let x = 1\n", to: "ok.swift")
        #expect(runCommandLine(["--seed=7", "run", file, "--no-color"]).status == 0)
        #expect(runCommandLine(["run", "--", file]).status == 0)
    }

    @Test func runReportsSyntaxErrorsWithFileLineColumnAndCaret() throws {
        let folder = try TemporaryDirectory()
        let file = try folder.write("let greeting = \"hi\"\nprint(greeting\n", to: "broken.swift")
        let run = runCommandLine(["run", file])
        #expect(run.status == 1)
        // swiftc reports the missing `)` where it stopped reading, with a
        // note at the `(` it would match.
        #expect(run.errors.hasPrefix("\(file):3:1: error: expected ')' in expression list"), "\(run.errors)")
        #expect(run.errors.contains(" 3 | \n   | ^\n   = to match this opening '(' at 2:6\n"), "\(run.errors)")
    }

    /// swiftc's warnings go to standard error with the source line and a
    /// caret; the program still runs, and the status says it succeeded.
    @Test func runShowsWarningsBeforeRunning() throws {
        let folder = try TemporaryDirectory()
        let file = try folder.write("func show() {\n    var name = \"Ada\"\n    print(name)\n}\nshow()\n", to: "warned.swift")
        let run = runCommandLine(["run", file])
        #expect(run.status == 0)
        #expect(run.output == "Ada\n")
        #expect(run.errors == """
            \(file):2:9: warning: variable 'name' was never mutated; consider changing to 'let' constant
             2 |     var name = "Ada"
               |         ^

            """, "\(run.errors)")
    }

    /// At the prompt (here a script of console lines) an entry's warnings
    /// come as swiftc's would, and the entry still runs.
    @Test func anEntrysWarningsAreShown() throws {
        let folder = try TemporaryDirectory()
        let script = try folder.write("func f() {\n    let unused = 1\n    print(\"ran\")\n}\nf()\n", to: "steps.txt")
        let run = runCommandLine(["--script", script])
        #expect(run.status == 0)
        #expect(run.output.contains("ran\n"), "\(run.output)")
        #expect(run.errors.contains(":2:9: warning: initialization of immutable value 'unused' was never used"), "\(run.errors)")
    }

    @Test func runThenAScript() throws {
        let folder = try TemporaryDirectory()
        let file = try folder.write("let x = 1\n", to: "ok.swift")
        let script = try folder.write(":help reset\n:nope\n", to: "steps.txt")
        let run = runCommandLine(["run", file, "--script", script])
        #expect(run.status == 1)
        #expect(run.output.hasPrefix(":reset [progress]\n"))
        #expect(run.errors == "\(script):2: error: unknown command :nope (type :help for the list)\n")
    }

    @Test func missingFilesAreReported() {
        let run = runCommandLine(["run", "/nonexistent/x.swift"])
        #expect(run.status == 1)
        #expect(run.errors == "statelab: cannot read /nonexistent/x.swift: no such file or directory\n")
        let script = runCommandLine(["--script", "/nonexistent/steps.txt"])
        #expect(script.status == 1)
        #expect(script.errors == "statelab: cannot read /nonexistent/steps.txt: no such file or directory\n")
    }

    static let app = """
        import SwiftUI
        struct Greeting: View {
            var body: some View {
                Text("Hello")
                    .task {
                        try? await Task.sleep(nanoseconds: 2_000_000_000)
                        print("two seconds later")
                    }
            }
        }
        @main
        struct GreetingApp: App {
            var body: some Scene {
                WindowGroup { Greeting() }
            }
        }
        """

    @Test func aMainAppIsLaunchedAndSettledWithoutAScript() throws {
        let folder = try TemporaryDirectory()
        let file = try folder.write(Self.app, to: "Greeting.swift")
        let run = runCommandLine(["run", file])
        #expect(run.status == 0, "\(run.errors)")
        #expect(run.output == "two seconds later\n")
        // With a script, the script decides what happens.
        let script = try folder.write(":tree\n", to: "steps.txt")
        let scripted = runCommandLine(["run", file, "--script", script])
        #expect(scripted.errors == "\(script):1: error: nothing is launched yet: :launch a view first\n")
    }

    @Test func withoutAMainAppOnlyTheCodeRuns() throws {
        let folder = try TemporaryDirectory()
        let file = try folder.write("// @main is not here\nTask { print(\"later\") }\nprint(\"now\")\n", to: "plain.swift")
        let run = runCommandLine(["run", file])
        #expect(run.status == 0, "\(run.errors)")
        #expect(run.output == "now\nlater\n")
    }

    @Test func traceShowsRuntimeEventsInline() throws {
        let folder = try TemporaryDirectory()
        let file = try folder.write(Self.app, to: "Greeting.swift")
        let run = runCommandLine(["run", file, "--trace"])
        #expect(run.status == 0, "\(run.errors)")
        #expect(run.output.contains("  [3] ── launch GreetingApp ──\n  [4] new Greeting value\n"), "\(run.output)")
        #expect(run.output.contains("  [10] ── settle ──\ntwo seconds later\n  [12] t=2s task 2 finished"), "\(run.output)")
    }

    @Test func jsonWritesOnlyTheTraceOneEventALine() throws {
        let folder = try TemporaryDirectory()
        let file = try folder.write(Self.app, to: "Greeting.swift")
        let script = try folder.write(":launch\n:settle\n:tree\n:nope\n", to: "steps.txt")
        let run = runCommandLine(["run", file, "--json", "--script", script])
        #expect(run.status == 1)
        #expect(run.errors == "\(script):4: error: unknown command :nope (type :help for the list)\n")
        let lines = run.output.split(separator: "\n")
        #expect(lines.allSatisfy { $0.hasPrefix("{\"n\":") && $0.hasSuffix("}") }, "\(run.output)")
        #expect(lines.contains { $0.contains("\"kind\":\"print\",\"text\":\"two seconds later\\n\"") }, "\(run.output)")
        #expect(!run.output.contains("Greeting\n")) // no tree
    }

    @Test func aLaunchThatFailsIsReported() throws {
        let folder = try TemporaryDirectory()
        let file = try folder.write("""
            import SwiftUI
            struct Broken: View {
                var body: some View {
                    let items: [Int] = []
                    return Text("\\(items[1])")
                }
            }
            @main
            struct BrokenApp: App {
                var body: some Scene { WindowGroup { Broken() } }
            }
            """, to: "Broken.swift")
        let run = runCommandLine(["run", file])
        #expect(run.status == 1)
        #expect(run.errors.hasPrefix("\(file):5:"), "\(run.errors)")
        #expect(run.errors.contains("Index out of range"), "\(run.errors)")
    }
}
