import Foundation

/// Runs the learner's editor on a file, handing it the terminal, and
/// waits for it: `$VISUAL`/`$EDITOR` may hold arguments (`code --wait`).
enum ExternalEditor {
    /// The editor's exit status (127 when it could not be started).
    static func run(_ command: String, file: String, environment: [String: String]) -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        // The file is passed as a positional parameter, never spliced into the command.
        process.arguments = ["-c", command + " \"$1\"", "statelab-editor", file]
        process.environment = environment.isEmpty ? nil : environment
        process.standardInput = FileHandle.standardInput
        process.standardOutput = FileHandle.standardOutput
        process.standardError = FileHandle.standardError
        do {
            try process.run()
        } catch {
            return 127
        }
        process.waitUntilExit()
        return process.terminationStatus
    }
}
