import Foundation
import StateLabTestSupport
import Testing

/// What a learner or a stranger's file may throw at StateLab: answered with
/// a message, the session alive, the terminal safe.
@Suite("Hostile input through the binary")
struct HostileInputTests {
    let folder: TemporaryDirectory
    var environment: [String: String] { IsolatedEnvironment.make(home: folder.path) }

    init() throws {
        folder = try TemporaryDirectory(prefix: "statelab-hostile")
    }

    @Test func aClosedStandardOutputIsReportedAndTheRunGoesOn() throws {
        try folder.write("for i in 0..<200000 { print(\"line \\(i)\") }\nprint(\"done\")\n", to: "big.swift")
        let binary = try StateLabBinary.path()
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", "'\(binary)' run big.swift | head -1 > first.txt; echo ${PIPESTATUS:-0} > /dev/null"]
        process.currentDirectoryURL = URL(fileURLWithPath: folder.path)
        process.environment = environment
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        process.waitUntilExit()
        let said = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        #expect(try folder.read("first.txt") == "line 0\n")
        #expect(said.contains("statelab: standard output is closed; its output is dropped from here on"))
    }

    @Test func longNestedInvalidAndControlInputIsAnsweredAndTheSessionLives() throws {
        var input = "let x = " + String(repeating: "(", count: 5_000) + "1" + String(repeating: ")", count: 5_000) + "\n"
        input += "let big = \"" + String(repeating: "a", count: 1_000_000) + "\"\n"
        input += "big.count\n"
        input += "let bad = 1\u{FF}\n".unicodeScalars.map(String.init).joined()
        input += ":tap \u{1B}[A\u{01}\n"
        input += "func f(_ n: Int) -> Int { f(n + 1) }\nf(0)\n"
        input += "while true {}\n"
        input += "print(\"alive\")\n"
        let run = try ProcessRun.statelab([], input: input, environment: environment, directory: folder.path)
        #expect(run.status == 1)
        #expect(run.standardOutput.hasSuffix("$R0: Int = 1000000\nalive\n"), "\(run.standardOutput.suffix(200))")
        #expect(run.standardError.contains("parsing has exceeded the maximum nesting level"))
        #expect(run.standardError.contains("stopped: calls nested more than"))
        #expect(run.standardError.contains("stopped: more than"))
        #expect(run.standardError.split(separator: "\n").allSatisfy { $0.count < 400 }, "diagnostic lines stay short")
        #expect(!run.standardError.contains("\u{1B}"))
    }
}
