import Console
import StateLabTestSupport
import Testing

@Suite("Non-interactive input: lines run as if typed")
struct ScriptRunnerTests {
    @Test func aCleanScriptSucceedsQuietly() {
        let run = runScript("let x = 1\n\nstruct A {\n    var y = 2\n}\n:reset\n")
        #expect(run.succeeded)
        // Only what the Swift REPL would show for the entries: no prompt,
        // banner or remark.
        #expect(run.output == "x: Int = 1\n", "\(run.output)")
        #expect(run.errors.isEmpty)
    }

    @Test func errorsNameTheirInputLine() {
        let run = runScript("let a = 1\n:nope\nstruct B {\n    let c = \n}\n", name: "lesson.txt")
        #expect(!run.succeeded)
        #expect(run.errors.hasPrefix("lesson.txt:2: error: unknown command :nope (type :help for the list)\n"))
        // The diagnostic points into the input: line 4 of the script, not line 2 of the entry.
        #expect(run.errors.contains("lesson.txt:4:12: error: expected initial value after '='"), "\(run.errors)")
        #expect(run.errors.contains(" 4 |     let c = \n"))
    }

    @Test func anUnfinishedEntryAtTheEndIsReported() {
        let run = runScript("struct A {\n    var x = 1\n")
        #expect(!run.succeeded)
        #expect(run.errors.contains("<stdin>:2:"), "\(run.errors)")
        #expect(run.errors.contains("expected '}'"), "\(run.errors)")
    }

    @Test func quitStopsReading() {
        let run = runScript(":quit\n:nope\n")
        #expect(run.succeeded)
        #expect(run.errors.isEmpty)
    }

    @Test func quitKeepsAnEarlierFailure() {
        let run = runScript(":nope\n:q\n")
        #expect(!run.succeeded)
    }

    @Test func loadRunsAFileAndPointsErrorsIntoIt() throws {
        let folder = try TemporaryDirectory()
        try folder.write("let fine = 1\nlet broken = \n", to: "Broken.swift")
        let run = runScript(":load ~/Broken.swift\n", environment: ["HOME": folder.path])
        #expect(!run.succeeded)
        #expect(run.errors.hasPrefix("<stdin>:1: error: :load ~/Broken.swift failed:\n~/Broken.swift:2:13: error: expected initial value after '='"),
                "\(run.errors)")
    }

    /// A second `:load` of the same file numbers its lines from 1, as the
    /// first did; it used to go on from the first load's last line (one
    /// line low for a one-line file).
    @Test func loadingAFileAgainNumbersItsLinesFromOne() throws {
        let folder = try TemporaryDirectory()
        try folder.write("let fine = 1\nlet broken: String = fine\n", to: "Broken.swift")
        let run = runScript(":load ~/Broken.swift\n:load ~/Broken.swift\n", environment: ["HOME": folder.path])
        #expect(!run.succeeded)
        let places = run.errors.split(separator: "\n").filter { $0.hasPrefix("~/Broken.swift:") }
        #expect(places.count == 2 && places.allSatisfy { $0.hasPrefix("~/Broken.swift:2:") }, "\(run.errors)")
        #expect(run.errors.split(separator: "\n").filter { $0.hasPrefix(" 2 | let broken: String = fine") }.count == 2,
                "\(run.errors)")
    }

    @Test func loadExplainsAFileItCannotRead() throws {
        let folder = try TemporaryDirectory()
        let run = runScript(":load \(folder.path)/Missing.swift\n:load \(folder.path)\n:load\n")
        #expect(run.errors == """
            <stdin>:1: error: cannot read \(folder.path)/Missing.swift: no such file or directory
            <stdin>:2: error: cannot read \(folder.path): it is a folder
            <stdin>:3: error: :load needs FILE (usage: :load FILE)

            """)
    }

    @Test func commandsRejectArgumentsTheyDoNotTake() {
        let run = runScript(":settle now\n")
        #expect(run.errors == "<stdin>:1: error: :settle takes no argument, but was given now\n")
    }

    @Test func crlfLineEndingsAreLineEndings() {
        let run = runScript("struct A {\r\n}\r\n:nope\r\n")
        #expect(run.errors == "<stdin>:3: error: unknown command :nope (type :help for the list)\n")
    }
}
