import Foundation
import StateLabTestSupport
import Testing

/// The real binary without a terminal: a pipe, a script file, `run`.
@Suite("Non-interactive runs of the binary")
struct NonInteractiveTests {
    let folder: TemporaryDirectory
    var environment: [String: String] { IsolatedEnvironment.make(home: folder.path) }

    init() throws {
        folder = try TemporaryDirectory(prefix: "statelab-e2e")
    }

    func statelab(_ arguments: [String], input: String = "") throws -> ProcessRun {
        try ProcessRun.statelab(arguments, input: input, environment: environment, directory: folder.path)
    }

    /// Each folder in Transcripts/ is one run of the binary and what it
    /// must print and return (`stdout`, `stderr`, `status`). A folder with
    /// an `arguments` file runs `statelab` with those arguments (one line,
    /// split at spaces) in a scratch folder holding the folder's other
    /// files, e.g. `run program.swift --script script`; any other folder
    /// pipes its `input` to a bare `statelab`.
    static let transcripts: [String] = {
        ((try? FileManager.default.contentsOfDirectory(atPath: transcriptRoot.path)) ?? []).sorted()
    }()

    static let transcriptRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Transcripts")

    static let expectedParts: Set<String> = ["stdout", "stderr", "status"]

    @Test("transcripts", arguments: transcripts)
    func transcript(_ name: String) throws {
        let base = Self.transcriptRoot.appendingPathComponent(name)
        func read(_ part: String) throws -> String {
            try String(contentsOf: base.appendingPathComponent(part), encoding: .utf8)
        }
        let parts = try FileManager.default.contentsOfDirectory(atPath: base.path)
        let run: ProcessRun
        if parts.contains("arguments") {
            for part in parts where !Self.expectedParts.contains(part) && part != "arguments" {
                try folder.write(try read(part), to: part)
            }
            let arguments = try read("arguments").split(whereSeparator: { $0 == " " || $0 == "\n" }).map(String.init)
            run = try statelab(arguments, input: parts.contains("input") ? try read("input") : "")
        } else {
            run = try statelab([], input: read("input"))
        }
        #expect(run.standardOutput == (try read("stdout")))
        #expect(run.standardError == (try read("stderr")))
        #expect(run.status == Int32(try read("status").trimmingCharacters(in: .whitespacesAndNewlines)))
    }

    @Test func aScriptFileRunsLikeAPipe() throws {
        let script = try folder.write("let a = 1\n:help quit\n\n:nope\n", to: "steps.statelab")
        let run = try statelab(["--script", script])
        #expect(run.status == 1)
        #expect(run.standardOutput.hasPrefix("a: Int = 1\n:quit\n"))
        #expect(run.standardError == "\(script):4: error: unknown command :nope (type :help for the list)\n")
    }

    @Test func runPrintsSwiftcStyleSyntaxErrors() throws {
        try folder.write("let greeting = \"hi\"\nprint(greeting\n", to: "broken.swift")
        let run = try statelab(["run", "broken.swift"])
        #expect(run.status == 1)
        #expect(run.standardOutput.isEmpty)
        #expect(run.standardError.hasPrefix("broken.swift:3:1: error: expected ')' in expression list"), "\(run.standardError)")
        #expect(run.standardError.contains(" 3 | \n   | ^\n   = to match this opening '(' at 2:6\n"), "\(run.standardError)")
    }

    @Test func runWithAScript() throws {
        try folder.write("struct Counter {\n    var count = 0\n}\n", to: "counter.swift")
        try folder.write(":reset\n:help reset\n", to: "steps.txt")
        let run = try statelab(["run", "counter.swift", "--script", "steps.txt", "--seed", "3"])
        #expect(run.status == 0, "\(run.standardError)")
        #expect(run.standardOutput.hasPrefix(":reset [progress]\n"))
        #expect(run.standardError.isEmpty)
    }

    @Test func versionHelpAndUsageErrors() throws {
        #expect(try statelab(["--version"]).standardOutput == "statelab 0.1.0\n")
        #expect(try statelab(["--help"]).standardOutput.contains("statelab run FILE.swift"))
        let bogus = try statelab(["--bogus"])
        #expect(bogus.status == 2)
        #expect(bogus.standardError.hasPrefix("statelab: unknown option '--bogus'\n"))
    }

    @Test func nothingIsWrittenToHistoryFromAPipe() throws {
        _ = try statelab([], input: ":help\n")
        #expect(!FileManager.default.fileExists(atPath: folder.path + "/.local/share/statelab"))
    }
}
