/// A lesson pack's content hash, which progress files and grade sheets
/// record so that results against different versions of a pack are told
/// apart: SHA-256 of every file's path and text, in path order.
///
/// Its own module, so the build-time embedder (Plugins/LessonEmbedder) and
/// `LessonPack` compute it with the same code: the built-in pack's hash is
/// taken once at build time instead of on every run.
public enum PackHash {
    /// `sha256:` and the hex digest of each file's path, NUL, text, NUL, in
    /// path order (whatever order `files` come in).
    public static func of(_ files: [(path: String, text: String)]) -> String {
        let sorted = files.sorted { $0.path < $1.path }
        return "sha256:" + SHA256.hex(of: sorted.map { $0.path + "\u{0}" + $0.text + "\u{0}" }.joined())
    }
}
