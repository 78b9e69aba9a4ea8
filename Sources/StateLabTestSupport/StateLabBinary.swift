import Foundation

/// Finds the `statelab` executable that `swift build` / `swift test` built,
/// for end-to-end tests that run the real program.
///
/// `STATELAB_BINARY` wins; otherwise the folder holding the running test
/// bundle and its parents are searched (the binary sits beside the bundle in
/// `.build/<triple>/debug`), then `.build/debug` under the package root.
public enum StateLabBinary {
    public struct NotFound: Error, CustomStringConvertible {
        public var searched: [String]
        public var description: String {
            "statelab was not built; run `swift build` first. Looked in:\n  "
                + searched.joined(separator: "\n  ")
        }
    }

    public static func path(sourceFile: String = #filePath) throws -> String {
        if let override = ProcessInfo.processInfo.environment["STATELAB_BINARY"], !override.isEmpty {
            return override
        }
        return try executable(named: "statelab", sourceFile: sourceFile)
    }

    /// Another executable of the package (a test tool such as `ProgressHammer`).
    public static func executable(named name: String, sourceFile: String = #filePath) throws -> String {
        let fileManager = FileManager.default
        var candidates: [String] = []
        var folder = URL(fileURLWithPath: runningExecutable()).deletingLastPathComponent()
        for _ in 0..<5 {
            candidates.append(folder.appendingPathComponent(name).path)
            folder.deleteLastPathComponent()
        }
        let packageRoot = URL(fileURLWithPath: sourceFile)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        candidates.append(packageRoot.appendingPathComponent(".build/debug/\(name)").path)
        for candidate in candidates {
            var isFolder: ObjCBool = false
            if fileManager.fileExists(atPath: candidate, isDirectory: &isFolder), !isFolder.boolValue,
               fileManager.isExecutableFile(atPath: candidate) {
                return candidate
            }
        }
        throw NotFound(searched: candidates)
    }

    private static func runningExecutable() -> String {
        #if os(Linux)
        if let path = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
            return path
        }
        #endif
        return Bundle.main.executablePath ?? CommandLine.arguments[0]
    }
}
