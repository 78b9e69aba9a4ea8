/// Decides whether the Swift typed so far is a finished entry or needs more
/// lines: it does while a brace, bracket or parenthesis, a multi-line string
/// literal (`"""`, raw `#"""`) or a block comment is open, and after a line
/// of attributes alone (`@Observable`, `@MainActor`): they belong to the
/// declaration on the next line.
///
/// A small lexer rather than a parse: brackets inside string literals and
/// comments do not count, string interpolation `\( … )` holds code again,
/// and block comments nest as Swift's do. Input that more lines could never
/// repair — a closer without its opener, a single-line string left open at
/// the end of a line — is finished, so the parser reports it at once instead
/// of trapping the learner at a continuation prompt.
public enum ContinuationScanner {
    /// What keeps an entry open, innermost first; it names the continuation.
    public enum Opener: String, Sendable {
        case brace = "{"
        case bracket = "["
        case parenthesis = "("
        case multilineString = "\"\"\""
        case blockComment = "/*"
        case attribute = "@"
    }

    public enum Verdict: Equatable, Sendable {
        case complete
        case needsMore(Opener)
    }

    private enum Frame: Equatable {
        case bracket(Unicode.Scalar)
        /// `\(` inside a string: code until its matching `)`.
        case interpolation
        case string(multiline: Bool, hashes: Int)
        case blockComment(depth: Int)
    }

    public static func verdict(for source: String) -> Verdict {
        let s = Array(source.unicodeScalars)
        var stack: [Frame] = []
        var i = 0

        func at(_ index: Int) -> Unicode.Scalar? { index < s.count ? s[index] : nil }
        func run(of scalar: Unicode.Scalar, from index: Int) -> Int {
            var end = index
            while end < s.count && s[end] == scalar { end += 1 }
            return end - index
        }
        /// Whether a string of `hashes` closes at `index` (a `"`).
        func closes(multiline: Bool, hashes: Int, at index: Int) -> Bool {
            let quotes = multiline ? 3 : 1
            guard run(of: "\"", from: index) >= quotes else { return false }
            return run(of: "#", from: index + quotes) >= hashes
        }

        while i < s.count {
            let c = s[i]
            switch stack.last {
            case .string(let multiline, let hashes)?:
                if c == "\\" && run(of: "#", from: i + 1) >= hashes {
                    let afterEscape = i + 1 + hashes
                    if at(afterEscape) == "(" {
                        stack.append(.interpolation)
                        i = afterEscape + 1
                    } else {
                        i = afterEscape + 1 // skip the escaped character
                    }
                } else if c == "\n" && !multiline {
                    return .complete // a string cannot continue on the next line
                } else if c == "\"" && closes(multiline: multiline, hashes: hashes, at: i) {
                    stack.removeLast()
                    i += (multiline ? 3 : 1) + hashes
                } else {
                    i += 1
                }

            case .blockComment(let depth)?:
                if c == "*" && at(i + 1) == "/" {
                    stack.removeLast()
                    if depth > 1 { stack.append(.blockComment(depth: depth - 1)) }
                    i += 2
                } else if c == "/" && at(i + 1) == "*" {
                    stack[stack.count - 1] = .blockComment(depth: depth + 1)
                    i += 2
                } else {
                    i += 1
                }

            case .bracket?, .interpolation?, nil:
                switch c {
                case "/" where at(i + 1) == "/":
                    while i < s.count && s[i] != "\n" { i += 1 }
                case "/" where at(i + 1) == "*":
                    stack.append(.blockComment(depth: 1))
                    i += 2
                case "#":
                    let hashes = run(of: "#", from: i)
                    if at(i + hashes) == "\"" {
                        let multiline = run(of: "\"", from: i + hashes) >= 3
                        stack.append(.string(multiline: multiline, hashes: hashes))
                        i += hashes + (multiline ? 3 : 1)
                    } else {
                        i += hashes // #if, #available, #selector…
                    }
                case "\"":
                    let multiline = run(of: "\"", from: i) >= 3
                    stack.append(.string(multiline: multiline, hashes: 0))
                    i += multiline ? 3 : 1
                case "(", "[", "{":
                    stack.append(.bracket(c))
                    i += 1
                case ")", "]", "}":
                    let top = stack.last
                    if c == ")" && top == .interpolation {
                        stack.removeLast()
                    } else if let top, top == .bracket(opener(for: c)) {
                        stack.removeLast()
                    } else {
                        return .complete // unbalanced: let the parser say so
                    }
                    i += 1
                default:
                    i += 1
                }
            }
        }

        for frame in stack.reversed() {
            switch frame {
            case .bracket("{"): return .needsMore(.brace)
            case .bracket("["): return .needsMore(.bracket)
            case .bracket: return .needsMore(.parenthesis)
            case .interpolation: continue // the string around it decides
            case .string(multiline: true, _): return .needsMore(.multilineString)
            case .string(multiline: false, _): return .complete
            case .blockComment: return .needsMore(.blockComment)
            }
        }
        return endsWithAttributes(source) ? .needsMore(.attribute) : .complete
    }

    /// Whether the last line with code holds attributes only —
    /// `@Observable`, `@MainActor @preconcurrency`, `@available(iOS 17, *)`
    /// — and perhaps a line comment after them.
    static func endsWithAttributes(_ source: String) -> Bool {
        guard let line = source.split(separator: "\n").last(where: { !$0.allSatisfy(\.isWhitespace) }) else { return false }
        let s = Array(line.unicodeScalars)
        var i = 0
        var attributes = 0
        func skipSpace() { while i < s.count, s[i] == " " || s[i] == "\t" { i += 1 } }
        skipSpace()
        while i < s.count {
            if s[i] == "/", i + 1 < s.count, s[i + 1] == "/" { break }
            guard s[i] == "@" else { return false }
            i += 1
            let nameStart = i
            while i < s.count, s[i].properties.isAlphabetic || s[i] == "_" || ("0"..."9").contains(s[i]) { i += 1 }
            guard i > nameStart else { return false }
            if i < s.count, s[i] == "(" {
                // Arguments: balanced parentheses, strings skipped.
                var depth = 0
                var inString = false
                while i < s.count {
                    let c = s[i]
                    if inString {
                        if c == "\\" { i += 1 } else if c == "\"" { inString = false }
                    } else if c == "\"" {
                        inString = true
                    } else if c == "(" {
                        depth += 1
                    } else if c == ")" {
                        depth -= 1
                        if depth == 0 { i += 1; break }
                    }
                    i += 1
                }
                guard depth == 0 else { return false }
            }
            attributes += 1
            skipSpace()
        }
        return attributes > 0
    }

    private static func opener(for closer: Unicode.Scalar) -> Unicode.Scalar {
        switch closer {
        case ")": return "("
        case "]": return "["
        default: return "{"
        }
    }
}
