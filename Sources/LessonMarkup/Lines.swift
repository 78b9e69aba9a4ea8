extension String {
    /// The text cut at every "\n", as `split(separator: "\n",
    /// omittingEmptySubsequences: false)` cuts it — on its UTF-8 bytes when
    /// it holds no "\r", the one character that joins a "\n" into a larger
    /// Character ("\r\n"), so a lesson of hundreds of lines is cut without
    /// walking its grapheme clusters one by one.
    public func lines() -> [Substring] {
        self[...].lines()
    }
}

extension Substring {
    /// The text cut at every "\n" (see `String.lines()`).
    ///
    /// Written on the concrete `Substring.UTF8View`, not generically over
    /// `StringProtocol`: a generic version called from another module runs
    /// unspecialized, through protocol witnesses byte by byte, and cost more
    /// than the grapheme walk it replaces.
    public func lines() -> [Substring] {
        let bytes = utf8
        guard !bytes.contains(13) else { return split(separator: "\n", omittingEmptySubsequences: false) }
        var lines: [Substring] = []
        var start = bytes.startIndex
        var index = start
        let end = bytes.endIndex
        while index < end {
            if bytes[index] == 10 {
                lines.append(self[start..<index])
                start = bytes.index(after: index)
            }
            bytes.formIndex(after: &index)
        }
        lines.append(self[start..<end])
        return lines
    }
}
