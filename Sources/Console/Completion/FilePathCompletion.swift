import FileSystem

/// Candidates for a file argument: the folders and matching files in the
/// folder the typed path points into, as a shell offers them.
public enum FilePathCompletion {
    /// - Parameters:
    ///   - partial: the path typed so far (`Sources/Co`, `~/`, ``).
    ///   - home: the folder `~` stands for.
    ///   - extensions: the file extensions offered (folders always are).
    ///   - directory: the folder relative paths start from.
    public static func candidates(
        for partial: String, home: String?, extensions: Set<String>,
        relativeTo directory: String = FileSystem.currentFolder
    ) -> [CompletionCandidate] {
        let folderPart = partial.lastIndex(of: "/").map { String(partial[...$0]) } ?? ""
        let namePrefix = String(partial.dropFirst(folderPart.count))
        let expandedFolder = FileReading.expandingTilde(folderPart, home: home)
        let folder = expandedFolder.isEmpty
            ? directory
            : (expandedFolder.hasPrefix("/") ? expandedFolder : directory + "/" + expandedFolder)
        guard let names = try? FileSystem.names(inFolder: folder) else { return [] }
        return names.sorted().compactMap { name in
            guard name.hasPrefix(namePrefix) else { return nil }
            guard !name.hasPrefix(".") || namePrefix.hasPrefix(".") else { return nil }
            guard let kind = FileSystem.kind(of: folder + "/" + name) else { return nil }
            if kind == .folder {
                return CompletionCandidate(folderPart + name + "/", display: name + "/", isComplete: false)
            }
            guard extensions.contains(Path.extension(of: name)) else { return nil }
            return CompletionCandidate(folderPart + name, display: name)
        }
    }
}
