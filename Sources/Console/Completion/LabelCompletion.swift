/// Tab candidates for a control's label (`:tap`, `:type`, `:toggle`): the
/// labels on screen, and, after bare words that begin a label with spaces,
/// the rest of that label.
enum LabelCompletion {
    static func candidates(for request: ArgumentCompletionRequest, onScreen: [String]) -> [CompletionCandidate] {
        guard request.index > 0 else { return onScreen.map { CompletionCandidate($0) } }
        let typed = request.previous.joined(separator: " ") + " "
        return onScreen.filter { $0.hasPrefix(typed) }.map { CompletionCandidate(String($0.dropFirst(typed.count))) }
    }
}
