/// Paths as text, the way `NSString`'s and `URL`'s path methods took them
/// apart: `/` separates components, and an extension is what follows the
/// last `.` of the last component unless that `.` starts it.
public enum Path {
    /// `a/b/` → `a/b`; `/` stays `/`.
    public static func trimmingTrailingSlashes(_ path: String) -> String {
        var path = path
        while path.count > 1, path.hasSuffix("/") { path.removeLast() }
        return path
    }

    /// The path without its last component: `/a/b` → `/a`, `/a` → `/`,
    /// `a//b` → `a`, `name` → the empty string.
    public static func folder(of path: String) -> String {
        let path = trimmingTrailingSlashes(path)
        guard let slash = path.lastIndex(of: "/") else { return "" }
        if slash == path.startIndex { return "/" }
        return trimmingTrailingSlashes(String(path[..<slash]))
    }

    /// `/a/b.json` → `b.json`; `/a/b/` → `b`; `/` → `/`.
    public static func lastComponent(of path: String) -> String {
        let path = trimmingTrailingSlashes(path)
        guard path != "/", let slash = path.lastIndex(of: "/") else { return path }
        return String(path[path.index(after: slash)...])
    }

    /// `b.json` → `json`; `b`, `.hidden` and `b.` → the empty string.
    public static func `extension`(of path: String) -> String {
        let name = lastComponent(of: path)
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return "" }
        return String(name[name.index(after: dot)...])
    }

    /// The last component without its extension: `/a/b.json` → `b`;
    /// `b.` and `.hidden`, which have none, stay whole.
    public static func baseName(of path: String) -> String {
        let name = lastComponent(of: path)
        guard !self.extension(of: name).isEmpty, let dot = name.lastIndex(of: ".") else { return name }
        return String(name[..<dot])
    }

    /// `path` from the root: as is if it starts with `/`, else under
    /// `folder`; trailing slashes dropped.
    public static func absolute(_ path: String, in folder: String = FileSystem.currentFolder) -> String {
        let trimmed = trimmingTrailingSlashes(path)
        if trimmed.hasPrefix("/") { return trimmed }
        if trimmed.isEmpty || trimmed == "." { return folder }
        return (folder == "/" ? "" : folder) + "/" + trimmed
    }
}
