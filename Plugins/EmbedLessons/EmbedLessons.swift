import Foundation
import PackagePlugin

/// Turns the package's `Lessons/` folder into a Swift source file, so the
/// built-in course travels inside the `statelab` binary: it works from any
/// folder, and from a copied binary.
///
/// Every file under `Lessons/` is an input, so adding, editing or removing
/// a lesson rebuilds the generated source.
@main
struct EmbedLessons: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        let lessons = context.package.directoryURL.appendingPathComponent("Lessons")
        let output = context.pluginWorkDirectoryURL.appendingPathComponent("EmbeddedLessons.swift")
        let inputs = Self.files(under: lessons)
        return [
            .buildCommand(
                displayName: "Embedding \(inputs.count) lesson files",
                executable: try context.tool(named: "LessonEmbedder").url,
                arguments: [lessons.path, output.path],
                // The folder itself too: adding or removing a lesson changes it,
                // and the embedder lists the folder afresh each time it runs.
                inputFiles: [lessons] + inputs,
                outputFiles: [output]
            )
        ]
    }

    /// Regular files under `folder`, sorted, hidden ones skipped.
    static func files(under folder: URL) -> [URL] {
        guard let walker = FileManager.default.enumerator(
            at: folder, includingPropertiesForKeys: [.isRegularFileKey], options: [.skipsHiddenFiles])
        else { return [] }
        var found: [URL] = []
        for case let url as URL in walker where (try? url.resourceValues(forKeys: [.isRegularFileKey]))?.isRegularFile == true {
            found.append(url)
        }
        return found.sorted { $0.path < $1.path }
    }
}
