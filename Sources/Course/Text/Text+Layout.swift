#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The few text operations the course's reports and files need, written
/// on the standard library: `statelab` links no Foundation (README
/// "Architecture": start-up), which leaves `NSString`'s out.
extension String {
    /// Cut or filled with spaces to `length`, as NSString's
    /// `padding(toLength:withPad: " ", startingAt: 0)` does (counting
    /// UTF-16 units): the columns of a text table.
    public func padded(toLength length: Int) -> String {
        var units = Array(utf16)
        if length <= units.count { return String(decoding: units[..<max(0, length)], as: UTF16.self) }
        units.append(contentsOf: repeatElement(UInt16(32), count: length - units.count))
        return String(decoding: units, as: UTF16.self)
    }

    /// The path without its last component, as NSString's
    /// `deletingLastPathComponent` gives it: `/a/b` → `/a`, `/a` → `/`,
    /// `name` → the empty string.
    public var deletingLastPathComponent: String {
        var path = self
        while path.count > 1, path.hasSuffix("/") { path.removeLast() }
        guard let slash = path.lastIndex(of: "/") else { return "" }
        if slash == path.startIndex { return "/" }
        return String(path[..<slash])
    }
}

/// Numbers as `String(format:)` wrote them, by the C library.
public enum FixedPoint {
    /// `value` with `digits` decimals (`%.2f`).
    public static func string(_ value: Double, digits: Int) -> String {
        let spec = "%.\(max(0, digits))f"
        let length = withVaList([value]) { vsnprintf(nil, 0, spec, $0) }
        guard length > 0 else { return "" }
        var buffer = [CChar](repeating: 0, count: Int(length) + 1)
        _ = withVaList([value]) { vsnprintf(&buffer, buffer.count, spec, $0) }
        return String(decoding: buffer.prefix(Int(length)).map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}

/// Files under a folder, without Foundation's directory enumerator.
enum FolderWalk {
    /// Paths, relative to `folder`, of the files under it: hidden names
    /// (`.git`) skipped, symbolic links to folders not followed.
    static func files(under folder: String) -> [String] {
        var found: [String] = []
        func walk(_ path: String, _ relative: String) {
            guard let directory = opendir(path) else { return }
            defer { closedir(directory) }
            var names: [String] = []
            while let entry = readdir(directory) {
                let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                    String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
                }
                if !name.hasPrefix(".") { names.append(name) }
            }
            for name in names.sorted() {
                let full = path + "/" + name
                var info = stat()
                guard lstat(full, &info) == 0 else { continue }
                if (info.st_mode & S_IFMT) == S_IFDIR {
                    walk(full, relative + name + "/")
                } else {
                    found.append(relative + name)
                }
            }
        }
        walk(folder, "")
        return found
    }

    /// The home folder, from the password database.
    static var home: String {
        guard let entry = getpwuid(getuid()), let directory = entry.pointee.pw_dir else { return "/" }
        return String(cString: directory)
    }
}
