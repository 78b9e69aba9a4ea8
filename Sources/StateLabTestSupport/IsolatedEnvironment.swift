import Foundation

/// An environment for running `statelab` in a test: a temporary HOME (so
/// history and ~/.editrc are the test's own), no XDG or StateLab variables
/// from the machine, a known terminal type and UTF-8, colour off unless the
/// test turns it on.
public enum IsolatedEnvironment {
    public static func make(home: String, color: Bool = false, extra: [String: String] = [:]) -> [String: String] {
        var environment = [
            "HOME": home,
            "TERM": "xterm",
            "LANG": "C.UTF-8",
            "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin",
        ]
        if !color { environment["NO_COLOR"] = "1" }
        return environment.merging(extra) { $1 }
    }
}
