extension StringProtocol {
    /// The text cut at every "\n", as `split(separator: "\n",
    /// omittingEmptySubsequences: false)` cuts it — on its bytes when it
    /// holds no "\r", the one character that joins a "\n" into a larger
    /// Character ("\r\n"), so a lesson of hundreds of lines is cut without
    /// walking its grapheme clusters one by one.
    public func lines() -> [SubSequence] {
        let bytes = utf8
        guard !bytes.contains(13) else { return split(separator: "\n", omittingEmptySubsequences: false) }
        var lines: [SubSequence] = []
        var start = startIndex
        var index = bytes.startIndex
        while let newline = bytes[index...].firstIndex(of: 10) {
            lines.append(self[start..<newline])
            start = bytes.index(after: newline)
            index = start
        }
        lines.append(self[start..<endIndex])
        return lines
    }
}
