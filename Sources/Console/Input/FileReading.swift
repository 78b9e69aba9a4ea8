#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads the text files a learner names (`:load FILE`, `--script FILE`,
/// `statelab run FILE`), with the reason in plain words when it cannot.
public enum FileReading {
    public static func text(atPath path: String) throws(ConsoleError) -> String {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { throw .cannotRead(path: path, reason: lastErrorReason()) }
        defer { close(descriptor) }
        var status = stat()
        if fstat(descriptor, &status) == 0 && (status.st_mode & S_IFMT) == S_IFDIR {
            throw .cannotRead(path: path, reason: "it is a folder")
        }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count > 0 {
                bytes.append(contentsOf: chunk[0..<count])
            } else if count == 0 {
                break
            } else if errno != EINTR {
                throw .cannotRead(path: path, reason: lastErrorReason())
            }
        }
        guard let text = String(validating: bytes, as: UTF8.self) else {
            throw .cannotRead(path: path, reason: "it is not UTF-8 text")
        }
        return text
    }

    /// `~` and `~/…` name the home folder, as in a shell.
    public static func expandingTilde(_ path: String, home: String?) -> String {
        guard let home, !home.isEmpty else { return path }
        if path == "~" { return home }
        if path.hasPrefix("~/") { return home + path.dropFirst() }
        return path
    }

    private static func lastErrorReason() -> String {
        let reason = String(cString: strerror(errno))
        return reason.prefix(1).lowercased() + reason.dropFirst()
    }
}
