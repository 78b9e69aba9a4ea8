import CEditLineBridge
import FileSystem
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The entries Up/Down and Ctrl-R browse: libedit's history, capped at
/// `capacity` entries, never holding the same entry twice in a row, and kept
/// in a file between runs (libedit's format: `_HiStOrY_V2_`, vis-encoded,
/// so a multi-line entry stays one entry).
public final class HistoryStore {
    public static let defaultCapacity = 1_000

    /// The libedit history, for `LineEditor` to browse.
    let handle: OpaquePointer

    /// Nil only if libedit cannot allocate a history.
    public init?(capacity: Int = HistoryStore.defaultCapacity) {
        guard let handle = statelab_history_open(Int32(capacity)) else { return nil }
        self.handle = handle
    }

    deinit { statelab_history_close(handle) }

    public func add(_ entry: String) {
        guard !entry.isEmpty else { return }
        _ = statelab_history_enter(handle, entry)
    }

    public var count: Int { Int(statelab_history_count(handle)) }

    /// Every entry, oldest first.
    public var entries: [String] {
        (0..<count).reversed().compactMap { index in
            statelab_history_entry(handle, Int32(index)).map { String(cString: $0) }
        }
    }

    /// Adds the entries saved in `path`; a missing file is an empty history.
    public func load(from path: String) {
        _ = statelab_history_load(handle, path)
    }

    public struct SaveError: Error, Equatable, Sendable {
        public var path: String
        public var reason: String
    }

    /// Writes every entry to `path`, creating its folder, through a temporary
    /// file and a rename so a crash never leaves half a history.
    public func save(to path: String) throws(SaveError) {
        let folder = Path.folder(of: path)
        if !folder.isEmpty {
            do {
                try FileSystem.createFolder(folder, permissions: 0o700)
            } catch {
                throw SaveError(path: path, reason: "cannot create \(folder)")
            }
        }
        let temporary = path + ".tmp-\(getpid())"
        guard statelab_history_save(handle, temporary) >= 0 else {
            FileSystem.removeFile(temporary)
            throw SaveError(path: path, reason: "cannot write \(temporary)")
        }
        guard rename(temporary, path) == 0 else {
            let reason = String(cString: strerror(errno))
            FileSystem.removeFile(temporary)
            throw SaveError(path: path, reason: reason)
        }
    }
}
