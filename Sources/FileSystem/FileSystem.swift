#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The file operations StateLab needs, on the C library: reading and
/// writing whole files (writes made atomic: a temporary file, fsync,
/// rename), folders made with their parents, folder listings, and what a
/// path names. The executables link no Foundation (README "Architecture":
/// start-up), so no `FileManager`.
public enum FileSystem {
    public enum Kind: Sendable, Equatable {
        case file
        case folder
        /// A device, socket or pipe.
        case other
    }

    /// What `path` names, following symbolic links; nil if nothing (or a
    /// link to nothing, or a path that cannot be searched).
    public static func kind(of path: String) -> Kind? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        switch info.st_mode & S_IFMT {
        case S_IFREG: return .file
        case S_IFDIR: return .folder
        default: return .other
        }
    }

    public static func exists(_ path: String) -> Bool { kind(of: path) != nil }

    public static func isFolder(_ path: String) -> Bool { kind(of: path) == .folder }

    /// Every byte of the file at `path`.
    public static func contents(of path: String) throws(FileError) -> [UInt8] {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw .lastError(path) }
        defer { close(descriptor) }
        var info = stat()
        if fstat(descriptor, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR {
            throw FileError(path: path, reason: FileError.isAFolder)
        }
        var bytes: [UInt8] = []
        if info.st_size > 0 { bytes.reserveCapacity(Int(info.st_size)) }
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count > 0 {
                bytes.append(contentsOf: chunk[0..<count])
            } else if count == 0 {
                return bytes
            } else if errno != EINTR {
                throw .lastError(path)
            }
        }
    }

    /// The file at `path` as UTF-8 text; nil if it cannot be read or is
    /// not UTF-8.
    public static func text(of path: String) -> String? {
        guard let bytes = try? contents(of: path) else { return nil }
        return String(validating: bytes, as: UTF8.self)
    }

    /// Writes `bytes` to `path` whole or not at all: into a temporary file
    /// beside it, synced, then renamed over it, and the folder synced so
    /// the rename survives a crash. A reader sees the old file or the new
    /// one, never half of either.
    public static func writeAtomically(_ bytes: some Collection<UInt8>, to path: String, permissions: mode_t = 0o644) throws(FileError) {
        let temporary = path + ".tmp-\(getpid())"
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, permissions)
        guard descriptor >= 0 else { throw .lastError(path) }
        let buffer = Array(bytes)
        var written = 0
        var failure: FileError?
        while written < buffer.count {
            let count = buffer.withUnsafeBytes { write(descriptor, $0.baseAddress! + written, $0.count - written) }
            if count > 0 {
                written += count
            } else if count < 0 && errno == EINTR {
                continue
            } else {
                failure = .lastError(path)
                break
            }
        }
        if failure == nil && fsync(descriptor) != 0 { failure = .lastError(path) }
        close(descriptor)
        if failure == nil && rename(temporary, path) != 0 { failure = .lastError(path) }
        if let failure {
            unlink(temporary)
            throw failure
        }
        let folder = open(Path.folder(of: path).isEmpty ? "." : Path.folder(of: path), O_RDONLY | O_CLOEXEC)
        if folder >= 0 {
            fsync(folder)
            close(folder)
        }
    }

    /// Makes the folder `path` and any of its parents that are missing
    /// (`mkdir -p`); a folder already there is fine, a file there is not.
    /// New folders get `permissions`, less the process's umask.
    public static func createFolder(_ path: String, permissions: mode_t = 0o777) throws(FileError) {
        if isFolder(path) { return }
        let parent = Path.folder(of: path)
        if !parent.isEmpty && parent != path { try createFolder(parent, permissions: permissions) }
        if mkdir(path, permissions) != 0 && !(errno == EEXIST && isFolder(path)) {
            throw .lastError(path)
        }
    }

    /// The names in the folder at `path` (`.` and `..` left out), in the
    /// order the system gives them.
    public static func names(inFolder path: String) throws(FileError) -> [String] {
        guard let directory = opendir(path) else { throw .lastError(path) }
        defer { closedir(directory) }
        var names: [String] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name != "." && name != ".." { names.append(name) }
        }
        return names
    }

    /// Renames `path` to `destination`; fails if `destination` exists.
    public static func move(_ path: String, to destination: String) throws(FileError) {
        if kind(of: destination) != nil { throw FileError(path: destination, reason: "it already exists") }
        guard rename(path, destination) == 0 else { throw .lastError(path) }
    }

    /// Deletes the file at `path`; nothing there is not an error.
    public static func removeFile(_ path: String) {
        unlink(path)
    }

    /// The process's working folder.
    public static var currentFolder: String {
        guard let buffer = getcwd(nil, 0) else { return "." }
        defer { free(buffer) }
        return String(cString: buffer)
    }

    /// Where temporary files go: `$TMPDIR` if set, else `/tmp`, without a
    /// trailing slash.
    public static var temporaryFolder: String {
        if let value = getenv("TMPDIR"), case let folder = Path.trimmingTrailingSlashes(String(cString: value)), !folder.isEmpty {
            return folder
        }
        return "/tmp"
    }
}

/// Why a file operation failed, in words: the C library's reason for it,
/// starting in lower case (`no such file or directory`).
public struct FileError: Error, Sendable, Equatable, CustomStringConvertible {
    public var path: String
    public var reason: String
    /// The `errno` behind it, 0 if the reason is StateLab's own.
    public var code: Int32

    public init(path: String, reason: String, code: Int32 = 0) {
        self.path = path
        self.reason = reason
        self.code = code
    }

    static let isAFolder = "it is a folder"

    static func lastError(_ path: String) -> FileError {
        let code = errno
        return FileError(path: path, reason: reason(code), code: code)
    }

    /// `strerror`'s text for `code`, starting in lower case.
    public static func reason(_ code: Int32) -> String {
        let text = String(cString: strerror(code))
        return text.prefix(1).lowercased() + text.dropFirst()
    }

    public var description: String { "\(path): \(reason)" }
}
