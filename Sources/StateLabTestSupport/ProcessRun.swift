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

        // A binary copied a moment ago (a test's `statelab` alone in a
        // folder) may be "Text file busy": a process another test spawned at
        // that moment inherited the copy's open descriptor until its own
        // exec. Launching again, shortly after, finds it closed.
        var attempt = 0
        var process: Process
        while true {
            process = Process()
            process.executableURL = URL(fileURLWithPath: try binary ?? StateLabBinary.path())
            process.arguments = arguments
            process.environment = environment
            process.currentDirectoryURL = URL(fileURLWithPath: directory)
            process.standardInput = try FileHandle(forReadingFrom: URL(fileURLWithPath: inputPath))
            process.standardOutput = try FileHandle(forWritingTo: URL(fileURLWithPath: outputPath))
            process.standardError = try FileHandle(forWritingTo: URL(fileURLWithPath: errorPath))
            do {
                try process.run()
                break
            } catch let error as NSError where attempt < 50 && Self.isTextFileBusy(error) {
                attempt += 1
                usleep(20_000)
            }
        }
        process.waitUntilExit()
        return ProcessRun(
            status: process.terminationStatus,
            standardOutput: try scratch.read("stdout"),
            standardError: try scratch.read("stderr"))
    }

    private static func isTextFileBusy(_ error: NSError) -> Bool {
        if error.domain == NSPOSIXErrorDomain && error.code == Int(ETXTBSY) { return true }
        guard let underlying = error.userInfo[NSUnderlyingErrorKey] as? NSError else { return false }
        return isTextFileBusy(underlying)
    }
}
