import Testing
@testable import Console

/// A subcommand's `--help` text reads as paragraphs: within one, a line
/// ends early only where the next word would not have fit (an edit that
/// left "…with no hint." alone on a line before "Bad input — …" is caught).
@Suite("Subcommand help text")
struct SubcommandHelpTextTests {
    @Test(arguments: CommandLineTable.standard().subcommands.map { $0.name ?? "" })
    func paragraphsAreFilled(_ name: String) throws {
        let subcommand = try #require(CommandLineTable.standard().subcommands.first { ($0.name ?? "") == name })
        let paragraphs = subcommand.details.components(separatedBy: "\n\n")
        for paragraph in paragraphs {
            let lines = paragraph.split(separator: "\n").map(String.init)
            let width = lines.map(\.count).max() ?? 0
            for (line, next) in zip(lines, lines.dropFirst()) {
                let word = next.prefix { $0 != " " }
                #expect(line.count + 1 + word.count > width, "'\(line)' leaves room for '\(word)' (\(name))")
            }
        }
    }
}
