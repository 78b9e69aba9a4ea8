#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

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
        relativeTo directory: String = FileManager.default.currentDirectoryPath
    ) -> [CompletionCandidate] {
        let folderPart = partial.lastIndex(of: "/").map { String(partial[...$0]) } ?? ""
        let namePrefix = String(partial.dropFirst(folderPart.count))
        let expandedFolder = FileReading.expandingTilde(folderPart, home: home)
        let folder = expandedFolder.isEmpty
            ? directory
            : (expandedFolder.hasPrefix("/") ? expandedFolder : directory + "/" + expandedFolder)
        let fileManager = FileManager.default
        guard let names = try? fileManager.contentsOfDirectory(atPath: folder) else { return [] }
        return names.sorted().compactMap { name in
            guard name.hasPrefix(namePrefix) else { return nil }
            guard !name.hasPrefix(".") || namePrefix.hasPrefix(".") else { return nil }
            var isFolder = false
            guard fileManager.fileExists(atPath: folder + "/" + name, isDirectory: &isFolder) else { return nil }
            if isFolder {
                return CompletionCandidate(folderPart + name + "/", display: name + "/", isComplete: false)
            }
            guard extensions.contains(URL(fileURLWithPath: name).pathExtension) else { return nil }
            return CompletionCandidate(folderPart + name, display: name)
        }
    }
}
