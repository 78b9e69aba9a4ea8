/// The built-in lesson pack (`Lessons/` at the top of the repository),
/// embedded in the binary at build time by the EmbedLessons plugin, so
/// `statelab` carries its course wherever it is copied.
public enum BuiltinLessons {
    /// The name diagnostics use for the embedded pack's folder.
    public static let folderName = "Lessons"
}
