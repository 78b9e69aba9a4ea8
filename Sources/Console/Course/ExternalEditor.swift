import CEditLineBridge
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs the learner's editor on a file, handing it the terminal, and
/// waits for it: `$VISUAL`/`$EDITOR` may hold arguments (`code --wait`).
enum ExternalEditor {
    /// The editor's exit status (127 when it could not be started).
    static func run(_ command: String, file: String, environment: [String: String]) -> Int32 {
        // The file is passed as a positional parameter, never spliced into the command.
        let arguments = ["/bin/sh", "-c", command + " \"$1\"", "statelab-editor", file]
        let variables = environment.sorted { $0.key < $1.key }.map { $0.key + "=" + $0.value }
        let argv = arguments.map { strdup($0) } + [nil]
        let envp = variables.map { strdup($0) } + [nil]
        defer {
            argv.forEach { free($0) }
            envp.forEach { free($0) }
        }
        var pid = pid_t()
        // The editor gets the terminal without bracketed paste (it turns on
        // what it wants, and may turn it off as it leaves): ours after it.
        statelab_bracketed_paste_pause()
        defer { statelab_bracketed_paste_resume() }
        // Standard input, output and error are the terminal's, inherited.
        let started = environment.isEmpty
            ? posix_spawn(&pid, "/bin/sh", nil, nil, argv, environ)
            : posix_spawn(&pid, "/bin/sh", nil, nil, argv, envp)
        guard started == 0 else { return 127 }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 {
            guard errno == EINTR else { return 127 }
        }
        // Exited: its code; killed: the signal's number.
        return status & 0x7F == 0 ? (status >> 8) & 0xFF : status & 0x7F
    }
}
