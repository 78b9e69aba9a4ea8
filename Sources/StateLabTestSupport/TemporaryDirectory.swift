import Foundation

/// A fresh folder under the system's temporary folder, removed when the
/// value is released. Tests use one as HOME so that history and rc files
/// never touch the real ones.
public final class TemporaryDirectory {
    public let path: String

    public init(prefix: String = "statelab-test") throws {
        let base = FileManager.default.temporaryDirectory.path
        let path = base + "/\(prefix)-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        // Resolve symlinks (/tmp on macOS) so paths compare equal.
        self.path = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
    }

    deinit { try? FileManager.default.removeItem(atPath: path) }

    /// Writes `contents` to `name` inside the folder and returns its path.
    @discardableResult
    public func write(_ contents: String, to name: String) throws -> String {
        let file = path + "/" + name
        let folder = (file as NSString).deletingLastPathComponent
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try contents.write(toFile: file, atomically: true, encoding: .utf8)
        return file
    }

    public func read(_ name: String) throws -> String {
        try String(contentsOfFile: path + "/" + name, encoding: .utf8)
    }
}
