import LiveRuntime

/// Decides what Tab does, from the text before the cursor.
///
/// - `:he` completes a command name from the table;
/// - after a command name, the command's own completion hook offers the
///   argument's candidates (quoted when they contain spaces);
/// - in Swift code, Tab at the start of a line indents.
///
/// One candidate is inserted whole (with a space after a finished word);
/// several insert their longest common prefix, or, when that adds nothing,
/// are shown in columns.
public enum Completer {
    public static let indentation = "    "

    public static func action(
        beforeCursor text: String, isContinuation: Bool, context: ConsoleContext
    ) -> CompletionAction {
        let trimmed = text.drop { $0 == " " || $0 == "\t" }
        guard !isContinuation, trimmed.hasPrefix(":") else {
            return trimmed.isEmpty ? .replace(suffix: "", with: indentation) : .nothing
        }
        let afterColon = trimmed.dropFirst()
        guard let space = afterColon.firstIndex(where: { $0 == " " || $0 == "\t" }) else {
            let candidates = context.commands.names(withPrefix: String(afterColon))
                .map { CompletionCandidate(":" + $0) }
            return choose(from: candidates, typed: String(trimmed), rawTyped: String(trimmed), quote: nil)
        }
        let name = String(afterColon[..<space])
        guard case .found(let command) = context.commands.lookup(name),
              let hook = command.completeArgument else { return .nothing }
        let arguments = afterColon[space...].drop { $0 == " " || $0 == "\t" }
        let scan = ArgumentWords.scan(String(arguments))
        let request = ArgumentCompletionRequest(
            index: scan.words.count, previous: scan.words, partial: scan.current ?? "")
        let candidates = hook(request, context).filter { $0.replacement.hasPrefix(request.partial) }
        return choose(
            from: candidates, typed: request.partial,
            rawTyped: String(arguments.suffix(scan.currentRawLength)), quote: scan.openQuote)
    }

    /// - Parameters:
    ///   - typed: the word so far, unquoted.
    ///   - rawTyped: the word so far as it stands in the line (with quotes).
    ///   - quote: the quote the word opened, if any.
    static func choose(
        from candidates: [CompletionCandidate], typed: String, rawTyped: String, quote: Character?
    ) -> CompletionAction {
        guard let first = candidates.first else { return .nothing }
        if candidates.count == 1 {
            let word = written(first.replacement, quote: quote, closed: first.isComplete)
            return .replace(suffix: rawTyped, with: word + (first.isComplete ? " " : ""))
        }
        let common = candidates.dropFirst().reduce(first.replacement) { $0.commonPrefix(with: $1.replacement) }
        if common.count > typed.count {
            return .replace(suffix: rawTyped, with: written(common, quote: quote, closed: false))
        }
        var seen = Set<String>()
        return .show(candidates.map(\.display).filter { seen.insert($0).inserted })
    }

    /// A word as it should appear in the line: quoted if the learner opened a
    /// quote or the word needs one; `closed: false` leaves the quote open so
    /// typing can go on.
    private static func written(_ word: String, quote: Character?, closed: Bool) -> String {
        let needsQuotes = quote != nil || ArgumentWords.quoted(word) != word
        guard needsQuotes else { return word }
        let mark = quote ?? "\""
        var text = String(mark)
        for character in word {
            if mark == "\"" && (character == "\"" || character == "\\") { text.append("\\") }
            text.append(character)
        }
        return closed ? text + String(mark) : text
    }
}

extension String {
    /// The longest prefix shared with `other`, by characters.
    func commonPrefix(with other: String) -> String {
        String(zip(self, other).prefix { $0 == $1 }.map(\.0))
    }
}
