import LiveRuntime
/// A choice the learner makes in real code, graded by running it.
///
/// A *choice* exercise has slots (`<#owner wrapper#>`) in its code and
/// three or more choices, each filling the slots with text; a *code*
/// exercise has code to fix with `:edit` and a reference solution. Either
/// way grading runs the script on the resulting program in a fresh
/// runtime and calls the expectations' checkers — never compares text.
public struct Exercise: Sendable {
    public enum Kind: String, Sendable {
        case choice
        case code
    }

    /// One option: what it puts in each slot, and for a wrong one why it
    /// fails and which misconception it reveals.
    public struct Choice: Sendable, Equatable {
        public var name: String
        /// Slot name → the text that replaces `<#slot#>`.
        public var fills: [String: String]
        public var explanation: String?
        /// A short tag for the misconception a wrong choice shows
        /// (`observer-owns`), for teachers' reports.
        public var tag: String?
        public var location: LessonLocation
    }

    public var id: String
    public var kind: Kind
    /// The question, as the learner reads it.
    public var prompt: String
    public var slots: [String]
    public var choices: [Choice]
    /// Names of the choices that are right.
    public var accepted: [String]
    /// The code with its placeholders (choice), or the code to fix (code).
    public var code: CodeBlock
    /// A code exercise's reference solution.
    public var solution: CodeBlock?
    public var script: CommandScript
    public var expectations: [LessonExpectation]
    /// Given one at a time; each one used lowers the score.
    public var hints: [String]
    /// Why the right answer works, shown when it passes.
    public var explanation: String?
    public var location: LessonLocation

    /// The choice `name` names: exactly, in any letter case, without a
    /// leading `@`, or as the start of only one choice's name.
    public func choice(named name: String) -> Choice? {
        if let exact = choices.first(where: { $0.name == name }) { return exact }
        let wanted = name.lowercased().drop { $0 == "@" }
        let folded = choices.filter { $0.name.lowercased().drop { $0 == "@" } == wanted }
        if folded.count == 1 { return folded[0] }
        guard !wanted.isEmpty else { return nil }
        let prefixed = choices.filter { $0.name.lowercased().drop { $0 == "@" }.hasPrefix(wanted) }
        return prefixed.count == 1 ? prefixed[0] : nil
    }

    public func isAccepted(_ choice: String) -> Bool { accepted.contains(choice) }

    /// The program a choice makes: every slot filled (slots the choice does
    /// not name are left empty).
    public func program(for choice: Choice) -> String {
        var text = code.text
        for slot in slots {
            text = text.replacingEvery("<#\(slot)#>", with: choice.fills[slot] ?? "")
        }
        return text
    }
}

extension String {
    /// Every `target` replaced, left to right.
    public func replacingEvery(_ target: String, with replacement: String) -> String {
        guard !target.isEmpty else { return self }
        // `append(contentsOf:)` with a Substring is String's own; `+=` of
        // one was the standard library's unspecialized generic code,
        // whose first call looked up its associated types at run time.
        var result = ""
        var rest = Substring(self)
        while let range = rest.range(of: target) {
            result.append(contentsOf: rest[..<range.lowerBound])
            result += replacement
            rest = rest[range.upperBound...]
        }
        result.append(contentsOf: rest)
        return result
    }
}

extension Substring {
    func range(of target: String) -> Range<Index>? {
        guard let first = target.first else { return nil }
        var index = startIndex
        while index < endIndex {
            if self[index] == first, self[index...].hasPrefix(target) {
                return index..<self.index(index, offsetBy: target.count)
            }
            index = self.index(after: index)
        }
        return nil
    }
}
