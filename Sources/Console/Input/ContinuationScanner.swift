/// Decides whether the Swift typed so far is a finished entry or needs more
/// lines: it does while a brace, bracket or parenthesis, a multi-line string
/// literal (`"""`, raw `#"""`) or a block comment is open.
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
        return .complete
    }

    private static func opener(for closer: Unicode.Scalar) -> Unicode.Scalar {
        switch closer {
        case ")": return "("
        case "]": return "["
        default: return "{"
        }
    }
}
