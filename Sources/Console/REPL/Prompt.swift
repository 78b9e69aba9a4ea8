/// The prompts: `statelab> ` for a new entry and, while an entry is
/// unfinished, a continuation prompt of the same width that names what is
/// still open (`{`, `(`, `"""`…).
public enum Prompt {
    public static let name = "statelab"

    /// `statelab> `, or `[owner 2/6] statelab> ` inside a lesson.
    public static func primary(styler: Styler, tag: String? = nil) -> String {
        let lesson = tag.map { styler.applyInPrompt(.dim, to: $0, delimiter: LineEditor.promptEscape) + " " } ?? ""
        return lesson + styler.applyInPrompt(.emphasis, to: name + ">", delimiter: LineEditor.promptEscape) + " "
    }

    public static func continuation(_ opener: ContinuationScanner.Opener?, styler: Styler) -> String {
        let mark = (opener?.rawValue ?? "") + "…"
        let padding = String(repeating: " ", count: max(0, name.count + 1 - mark.count))
        return padding + styler.applyInPrompt(.dim, to: mark, delimiter: LineEditor.promptEscape) + " "
    }
}
