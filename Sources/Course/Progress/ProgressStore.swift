import FileSystem
import JSONCoding
#if canImport(Glibc)
import Glibc
private let systemWrite = Glibc.write
#elseif canImport(Darwin)
import Darwin
private let systemWrite = Darwin.write
#endif

/// Keeps a `ProgressRecord` in a file, safely: every change is made under
/// an exclusive lock on a companion `.lock` file, to the latest contents on
/// disk, and written atomically (a temporary file, fsync, rename). Two
/// sessions at once lose nothing; a crash mid-write leaves the previous
/// file whole.
public final class ProgressStore {
    public let path: String
    /// Things the learner should hear about (a damaged file kept aside).
    public private(set) var notices: [String] = []

    public init(path: String) {
        self.path = path
    }

    /// The default file: `$XDG_DATA_HOME/statelab/progress.json` (or under
    /// `~/.local/share`), `progress-NAME.json` for a named student.
    public static func defaultPath(environment: [String: String], student: String?) -> String {
        let data = environment["XDG_DATA_HOME"].flatMap { $0.isEmpty ? nil : $0 }
            ?? (environment["HOME"] ?? FolderWalk.home) + "/.local/share"
        let name = student.map { "progress-" + fileSafe($0) + ".json" } ?? "progress.json"
        return data + "/statelab/" + name
    }

    /// A student's name as a file name: letters, digits, `-` and `_` kept.
    static func fileSafe(_ name: String) -> String {
        let kept = name.map { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" ? $0 : "_" }
        return kept.isEmpty ? "_" : String(kept)
    }

    /// The record on disk, or a new one if there is no file yet.
    public func load() throws(ProgressError) -> ProgressRecord {
        // Reading creates nothing: a learner who never answers leaves no file.
        guard FileSystem.exists(path) else { return ProgressRecord() }
        return try withLock { () throws(ProgressError) in try read() }
    }

    /// Applies `change` to the latest record on disk and saves it.
    @discardableResult
    public func update(_ change: (inout ProgressRecord) -> Void) throws(ProgressError) -> ProgressRecord {
        try withLock { () throws(ProgressError) -> ProgressRecord in
            var record = try read()
            change(&record)
            try write(record)
            return record
        }
    }

    // MARK: - Reading and writing

    private func read() throws(ProgressError) -> ProgressRecord {
        guard let data = try? FileSystem.contents(of: path) else {
            if FileSystem.exists(path) { throw .unreadable(path, "permission denied") }
            return ProgressRecord()
        }
        struct Version: Decodable { var version: Int? }
        let version = (try? JSONValueDecoder().decode(Version.self, from: data))?.version
        if let version, version > ProgressRecord.currentVersion {
            throw .newerVersion(path, version)
        }
        do {
            return try JSONValueDecoder().decode(ProgressRecord.self, from: data)
        } catch {
            // Not ours or damaged by hand: keep it aside, never overwrite it.
            var aside = path + ".unreadable"
            var n = 1
            while FileSystem.exists(aside) { n += 1; aside = path + ".unreadable-\(n)" }
            guard (try? FileSystem.move(path, to: aside)) != nil else {
                throw .unreadable(path, "it is not a StateLab progress file, and it could not be moved aside")
            }
            notices.append(ProgressError.damaged(path, movedTo: aside).description)
            return ProgressRecord()
        }
    }

    private func write(_ record: ProgressRecord) throws(ProgressError) {
        let encoder = JSONValueEncoder(options: [.prettyPrinted, .sortedKeys])
        guard let text = try? encoder.encode(record) else { throw .unwritable(path, "cannot encode") }
        let data = Array(text.utf8)
        let temporary = path + ".tmp-\(getpid())"
        let fd = open(temporary, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        guard fd >= 0 else { throw .unwritable(path, String(cString: strerror(errno))) }
        var ok = data.withUnsafeBytes { buffer -> Bool in
            var offset = 0
            while offset < buffer.count {
                guard let base = buffer.baseAddress else { return false }
                let written = systemWrite(fd, base + offset, buffer.count - offset)
                if written <= 0 { return false }
                offset += written
            }
            return true
        }
        ok = ok && fsync(fd) == 0
        close(fd)
        guard ok, rename(temporary, path) == 0 else {
            let reason = String(cString: strerror(errno))
            unlink(temporary)
            throw .unwritable(path, reason)
        }
        // The rename is durable once the folder is synced.
        let folder = open(Path.folder(of: path), O_RDONLY)
        if folder >= 0 { fsync(folder); close(folder) }
    }

    private func withLock<T>(_ body: () throws(ProgressError) -> T) throws(ProgressError) -> T {
        let folder = Path.folder(of: path)
        if !folder.isEmpty {
            do {
                try FileSystem.createFolder(folder)
            } catch {
                throw .unwritable(path, "cannot create \(folder)")
            }
        }
        let fd = open(path + ".lock", O_RDWR | O_CREAT, 0o644)
        guard fd >= 0 else { throw .unwritable(path, String(cString: strerror(errno))) }
        defer { close(fd) }
        while flock(fd, LOCK_EX) != 0 {
            if errno != EINTR { throw .unwritable(path, "cannot lock: " + String(cString: strerror(errno))) }
        }
        defer { flock(fd, LOCK_UN) }
        return try body()
    }
}

/// Why progress could not be read or saved, in words for the learner.
public enum ProgressError: Error, Sendable, Equatable, CustomStringConvertible {
    case unreadable(String, String)
    case unwritable(String, String)
    case newerVersion(String, Int)
    case damaged(String, movedTo: String)

    public var description: String {
        switch self {
        case .unreadable(let path, let reason): return "cannot read progress from \(path): \(reason)"
        case .unwritable(let path, let reason): return "cannot save progress to \(path): \(reason)"
        case .newerVersion(let path, let version):
            return "\(path) was written by a newer StateLab (progress format \(version)); it was left untouched — update StateLab"
        case .damaged(let path, let aside):
            return "\(path) could not be read as progress; it was kept as \(aside) and a fresh record started"
        }
    }
}
