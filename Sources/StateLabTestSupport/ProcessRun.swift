import Foundation

/// The result of running `statelab` without a terminal.
public struct ProcessRun: Sendable {
    public var status: Int32
    public var standardOutput: String
    public var standardError: String

    /// Runs the built binary (or `binary`) with `arguments`, feeding
    /// `input` on standard input (a pipe, as a grader or a shell pipeline
    /// would).
    public static func statelab(
        _ arguments: [String], input: String = "", environment: [String: String], directory: String,
        binary: String? = nil
    ) throws -> ProcessRun {
        let scratch = try TemporaryDirectory(prefix: "statelab-run")
        let inputPath = try scratch.write(input, to: "stdin")
        let outputPath = try scratch.write("", to: "stdout")
        let errorPath = try scratch.write("", to: "stderr")

        let process = Process()
        process.executableURL = URL(fileURLWithPath: try binary ?? StateLabBinary.path())
        process.arguments = arguments
        process.environment = environment
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        process.standardInput = try FileHandle(forReadingFrom: URL(fileURLWithPath: inputPath))
        process.standardOutput = try FileHandle(forWritingTo: URL(fileURLWithPath: outputPath))
        process.standardError = try FileHandle(forWritingTo: URL(fileURLWithPath: errorPath))
        try process.run()
        process.waitUntilExit()
        return ProcessRun(
            status: process.terminationStatus,
            standardOutput: try scratch.read("stdout"),
            standardError: try scratch.read("stderr"))
    }
}
