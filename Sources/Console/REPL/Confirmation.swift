/// Reading the answer to a yes/no question asked at the prompt
/// (`:reset progress`'s "Erase all course progress?").
enum Confirmation {
    /// `y` or `yes`, in any letter case, with space around it: yes.
    /// Anything else — `n`, `no`, a typo, an empty line, the end of
    /// input — is no: the question guards something that cannot be undone.
    static func isYes(_ answer: String?) -> Bool {
        guard let answer else { return false }
        let word = answer.split(whereSeparator: \.isWhitespace)
        return word.count == 1 && ["y", "yes"].contains(word[0].lowercased())
    }
}
