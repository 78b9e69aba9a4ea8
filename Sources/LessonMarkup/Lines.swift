#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension String {
    /// The text with each "\r\n" line end made "\n": a lesson or an
    /// answers file saved on Windows (or checked out with git's autocrlf)
    /// reads as one saved anywhere else. Line and column numbers stay: the
    /// "\r" stood last on its line. A lone "\r" is kept.
    public func withUnixLineEnds() -> String {
        guard hasCarriageReturn else { return self }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(utf8.count)
        var carriageReturn = false
        for byte in utf8 {
            if carriageReturn && byte != 10 { bytes.append(13) }
            carriageReturn = byte == 13
            if !carriageReturn { bytes.append(byte) }
        }
        if carriageReturn { bytes.append(13) }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The text cut at every "\n" or "\r\n", the line end left out — on
    /// its UTF-8 bytes when it holds no "\r", the one character that joins
    /// a "\n" into a larger Character ("\r\n"), so a lesson of hundreds of
    /// lines is cut without walking its grapheme clusters one by one.
    public func lines() -> [Substring] {
        self[...].lines()
    }

    /// Whether the text holds a "\r": on its contiguous bytes when it has
    /// them (a native string's), with the C library's byte search — a
    /// lesson is searched for one twice as it is read, and a walk of the
    /// UTF-8 view byte by byte showed in a grade process's start-up.
    public var hasCarriageReturn: Bool {
        if let found = utf8.withContiguousStorageIfAvailable({ buffer -> Bool in
            guard let base = buffer.baseAddress, !buffer.isEmpty else { return false }
            return memchr(base, 13, buffer.count) != nil
        }) {
            return found
        }
        return utf8.contains(13)
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
        // "\r\n" is one Character, which a split at "\n" would not cut.
        guard !bytes.contains(13) else {
            return split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" }
        }
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
