/// The built-in lesson pack (`Lessons/` at the top of the repository),
/// embedded in the binary at build time by the EmbedLessons plugin, so
/// `statelab` carries its course wherever it is copied.
public enum BuiltinLessons {
    /// The name diagnostics use for the embedded pack's folder.
    public static let folderName = "Lessons"

    /// The paths of the files whose text holds `id: ` followed by `id`,
    /// from `idMentions` (nil for an id with a line break, which the
    /// table cannot answer).
    public static func paths(mentioning id: String) -> Set<String>? {
        guard !id.utf8.contains(10) else { return nil }
        var paths: Set<String> = []
        for mention in idMentions where mention.rest.utf8.starts(with: id.utf8) {
            paths.insert(files[mention.file].path)
        }
        return paths
    }
}
