/// Reads the YAML subset of `exercise` and `predict` blocks and of front
/// matter: mappings and lists by indentation, `- item` lists, flow lists
/// and mappings (`[a, "b"]`, `{k: v}`), plain, single- and double-quoted
/// scalars, `|` and `>` block scalars, and `#` comments. Anything else is
/// an error at its line and column — never a guess.
public struct FieldParser {
    private struct Line {
        let number: Int
        let indent: Int
        /// The text after the indentation, comments kept (a block scalar
        /// may hold `#`).
        let text: String
        let raw: String
    }

    private var lines: [Line] = []
    private var index = 0

    public init() {}

    /// Parses a whole block; its first line is line 1.
    public static func parse(_ text: String) throws(FieldError) -> Field {
        var parser = FieldParser()
        return try parser.parseDocument(text)
    }

    private mutating func parseDocument(_ text: String) throws(FieldError) -> Field {
        var number = 0
        for raw in text.lines() {
            number += 1
            let rawLine = String(raw.hasSuffix("\r") ? raw.dropLast() : raw)
            let bytes = rawLine.utf8
            // On an all-ASCII line a byte is a Character: count the
            // indentation on bytes (any other line is read by Characters).
            let ascii = !bytes.contains { $0 >= 0x80 }
            let leadingTab = ascii ? bytes.prefix { $0 == 0x20 || $0 == 0x09 }.contains(0x09)
                : rawLine.contains("\t") && rawLine.prefix(while: { $0 == " " || $0 == "\t" }).contains("\t")
            if leadingTab {
                throw FieldError("indent with spaces, not tabs", line: number, column: 1)
            }
            let indent = ascii ? bytes.prefix { $0 == 0x20 }.count : rawLine.prefix(while: { $0 == " " }).count
            let text = ascii ? String(rawLine[bytes.index(bytes.startIndex, offsetBy: indent)...]) : String(rawLine.dropFirst(indent))
            lines.append(Line(number: number, indent: indent, text: text, raw: rawLine))
        }
        skipBlank()
        guard index < lines.count else { return Field(.map([]), line: 1, column: 1) }
        let first = lines[index]
        let field = try parseNode(indent: first.indent)
        skipBlank()
        if index < lines.count {
            let line = lines[index]
            throw FieldError("unexpected indentation", line: line.number, column: line.indent + 1)
        }
        return field
    }

    // MARK: - Blocks

    private static func isBlank(_ line: Line) -> Bool {
        line.text.isEmpty || line.text.hasPrefix("#")
    }

    private mutating func skipBlank() {
        while index < lines.count, FieldParser.isBlank(lines[index]) { index += 1 }
    }

    /// A mapping or a list whose lines start at `indent`.
    private mutating func parseNode(indent: Int) throws(FieldError) -> Field {
        skipBlank()
        let line = lines[index]
        if line.text == "-" || line.text.hasPrefix("- ") {
            return try parseList(indent: indent)
        }
        if FieldParser.splitKey(line.text) != nil {
            return try parseMap(indent: indent)
        }
        throw FieldError("expected `key: value` or `- item`", line: line.number, column: line.indent + 1)
    }

    private mutating func parseMap(indent: Int, firstKeyColumnOffset: Int = 0) throws(FieldError) -> Field {
        let start = lines[index]
        var entries: [Field.Entry] = []
        while true {
            skipBlank()
            guard index < lines.count, lines[index].indent == indent else { break }
            let line = lines[index]
            if line.text == "-" || line.text.hasPrefix("- ") { break }
            guard let (key, rest, restOffset) = FieldParser.splitKey(line.text) else {
                throw FieldError("expected `key: value`", line: line.number, column: line.indent + 1)
            }
            if entries.contains(where: { $0.key == key }) {
                throw FieldError("`\(key)` is given twice", line: line.number, column: line.indent + 1)
            }
            index += 1
            let value = try parseValue(rest, line: line, column: line.indent + restOffset + 1, parentIndent: indent)
            entries.append(Field.Entry(key: key, value: value, line: line.number, column: line.indent + 1))
        }
        if index < lines.count, lines[index].indent > indent, !FieldParser.isBlank(lines[index]) {
            let line = lines[index]
            throw FieldError("unexpected indentation", line: line.number, column: line.indent + 1)
        }
        return Field(.map(entries), line: start.number, column: start.indent + 1)
    }

    private mutating func parseList(indent: Int) throws(FieldError) -> Field {
        let start = lines[index]
        var items: [Field] = []
        while true {
            skipBlank()
            guard index < lines.count, lines[index].indent == indent else { break }
            let line = lines[index]
            guard line.text == "-" || line.text.hasPrefix("- ") else { break }
            let afterDash = String(line.text.dropFirst(1))
            let spaces = afterDash.prefix(while: { $0 == " " }).count
            let rest = String(afterDash.dropFirst(spaces))
            let itemIndent = indent + 1 + spaces
            if rest.isEmpty || rest.hasPrefix("#") {
                index += 1
                skipBlank()
                guard index < lines.count, lines[index].indent > indent else {
                    throw FieldError("empty list item", line: line.number, column: indent + 1)
                }
                items.append(try parseNode(indent: lines[index].indent))
            } else if !FieldParser.startsFlowOrQuote(rest), let (key, _, _) = FieldParser.splitKey(rest),
                      !key.contains("("), !key.contains("\"") {
                // `- key: value` starts a mapping whose keys line up after the
                // dash; a call with labels (`- f(x, after: "y")`) stays text.
                lines[index] = Line(number: line.number, indent: itemIndent, text: rest, raw: line.raw)
                items.append(try parseMap(indent: itemIndent))
            } else {
                index += 1
                items.append(try parseValue(rest, line: line, column: itemIndent + 1, parentIndent: indent))
            }
        }
        return Field(.list(items), line: start.number, column: start.indent + 1)
    }

    /// The value after `key:` or `- `: inline, a block scalar, or a nested block.
    private mutating func parseValue(_ rest: String, line: Line, column: Int, parentIndent: Int) throws(FieldError) -> Field {
        let text = FieldParser.stripComment(rest)
        if text.isEmpty {
            skipBlank()
            if index < lines.count {
                let next = lines[index]
                if next.indent > parentIndent { return try parseNode(indent: next.indent) }
                // YAML lets a list under a key start at the key's own indentation.
                if next.indent == parentIndent, next.text == "-" || next.text.hasPrefix("- ") {
                    return try parseList(indent: parentIndent)
                }
            }
            return Field(.scalar(""), line: line.number, column: column)
        }
        if text == "|" || text == "|-" || text == "|+" || text == ">" || text == ">-" || text == ">+" {
            return blockScalar(style: text, line: line, column: column, parentIndent: parentIndent)
        }
        if text.hasPrefix("[") || text.hasPrefix("{") {
            var source = text
            var lastLine = line.number
            // A flow collection may continue on more indented lines.
            while !FieldParser.isBalanced(source), index < lines.count, lines[index].indent > parentIndent {
                source += " " + FieldParser.stripComment(lines[index].text)
                lastLine = lines[index].number
                index += 1
            }
            var flow = FlowScanner(text: source, line: line.number, column: column)
            let value = try flow.parseValue()
            flow.skipSpaces()
            if !flow.isAtEnd {
                throw FieldError("unexpected text after the closing bracket", line: lastLine, column: column)
            }
            return value
        }
        var flow = FlowScanner(text: text, line: line.number, column: column)
        return try flow.parseScalarToEnd()
    }

    private mutating func blockScalar(style: String, line: Line, column: Int, parentIndent: Int) -> Field {
        var body: [String] = []
        var contentIndent: Int?
        while index < lines.count {
            let next = lines[index]
            if next.text.isEmpty {
                body.append("")
                index += 1
                continue
            }
            if next.indent <= parentIndent { break }
            if contentIndent == nil { contentIndent = next.indent }
            guard let contentIndent, next.indent >= contentIndent else { break }
            body.append(String(next.raw.dropFirst(contentIndent)))
            index += 1
        }
        let keepTrailing = style.hasSuffix("+")
        if !keepTrailing { while body.last == "" { body.removeLast() } }
        var text: String
        if style.hasPrefix(">") {
            // Folded: lines join with spaces, blank lines stay as newlines.
            var paragraphs: [String] = []
            var current: [String] = []
            for piece in body {
                if piece.isEmpty { paragraphs.append(current.joined(separator: " ")); current = [] } else { current.append(piece) }
            }
            paragraphs.append(current.joined(separator: " "))
            text = paragraphs.joined(separator: "\n")
        } else {
            text = body.joined(separator: "\n")
        }
        if !style.hasSuffix("-") && !text.isEmpty { text += "\n" }
        return Field(.scalar(text), line: line.number + 1, column: (contentIndent ?? parentIndent + 2) + 1)
    }

    // MARK: - Pieces of a line

    /// Splits `key: rest` (or `key:`) into the key and what follows, with
    /// the offset of `rest` in `text`. Keys may be quoted.
    static func splitKey(_ text: String) -> (String, String, Int)? {
        if let ascii = splitASCIIKey(text) { return ascii }
        return splitKeyByCharacters(text)
    }

    /// `splitKey` on any text, Character by Character.
    static func splitKeyByCharacters(_ text: String) -> (String, String, Int)? {
        let characters = Array(text)
        var i = 0
        var key = ""
        if let quote = characters.first, quote == "\"" || quote == "'" {
            i = 1
            while i < characters.count, characters[i] != quote { key.append(characters[i]); i += 1 }
            guard i < characters.count else { return nil }
            i += 1
            guard i < characters.count, characters[i] == ":" else { return nil }
        } else {
            while i < characters.count {
                if characters[i] == ":", i + 1 == characters.count || characters[i + 1] == " " { break }
                if characters[i] == "#", i > 0, characters[i - 1] == " " { return nil }
                i += 1
            }
            guard i < characters.count else { return nil }
            key = String(characters[0..<i]).trimmingTrailingSpaces()
            if key.isEmpty || key.hasPrefix("[") || key.hasPrefix("{") { return nil }
        }
        var j = i + 1
        while j < characters.count, characters[j] == " " { j += 1 }
        return (key, String(characters[j...]), j)
    }

    /// `splitKey` on the bytes of a line that is all ASCII (nearly every
    /// line of a lesson), where a byte is a Character and offsets are
    /// columns: reading each line as an array of Characters was a visible
    /// part of a grade process's start-up. Nil (not decided here) for any
    /// other line, which `splitKey` reads by Characters.
    static func splitASCIIKey(_ text: String) -> (String, String, Int)?? {
        var text = text
        return text.withUTF8 { bytes -> (String, String, Int)?? in
            guard !bytes.contains(where: { $0 >= 0x80 }) else { return nil }
            let colon = UInt8(ascii: ":"), space = UInt8(ascii: " "), hash = UInt8(ascii: "#")
            var i = 0
            let key: String
            if let quote = bytes.first, quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") {
                i = 1
                while i < bytes.count, bytes[i] != quote { i += 1 }
                guard i < bytes.count else { return .some(nil) }
                key = String(decoding: UnsafeBufferPointer(rebasing: bytes[1..<i]), as: UTF8.self)
                i += 1
                guard i < bytes.count, bytes[i] == colon else { return .some(nil) }
            } else {
                while i < bytes.count {
                    if bytes[i] == colon, i + 1 == bytes.count || bytes[i + 1] == space { break }
                    if bytes[i] == hash, i > 0, bytes[i - 1] == space { return .some(nil) }
                    i += 1
                }
                guard i < bytes.count else { return .some(nil) }
                var end = i
                while end > 0, bytes[end - 1] == space || bytes[end - 1] == UInt8(ascii: "\t") { end -= 1 }
                key = String(decoding: UnsafeBufferPointer(rebasing: bytes[0..<end]), as: UTF8.self)
                if key.isEmpty || bytes[0] == UInt8(ascii: "[") || bytes[0] == UInt8(ascii: "{") { return .some(nil) }
            }
            var j = i + 1
            while j < bytes.count, bytes[j] == space { j += 1 }
            return (key, String(decoding: UnsafeBufferPointer(rebasing: bytes[j...]), as: UTF8.self), j)
        }
    }

    static func startsFlowOrQuote(_ text: String) -> Bool {
        guard let first = text.first else { return false }
        return first == "[" || first == "{"
    }

    /// Drops a ` # comment` outside quotes and brackets' strings.
    static func stripComment(_ text: String) -> String {
        if let ascii = stripASCIIComment(text) { return ascii }
        return stripCommentByCharacters(text)
    }

    /// `stripComment` on any text, Character by Character.
    static func stripCommentByCharacters(_ text: String) -> String {
        var quote: Character?
        var previous: Character = " "
        var result = ""
        for character in text {
            if let open = quote {
                if character == open { quote = nil }
            } else if character == "\"" || character == "'" {
                if previous == " " || previous == "[" || previous == "{" || previous == "," || previous == ":" || result.isEmpty {
                    quote = character
                }
            } else if character == "#", previous == " " || result.isEmpty {
                break
            }
            result.append(character)
            previous = character
        }
        return result.trimmingTrailingSpaces()
    }

    /// `stripComment` on the bytes of an all-ASCII text (nil for any
    /// other, read by Characters): the same rules, one byte a Character.
    static func stripASCIIComment(_ text: String) -> String? {
        var text = text
        return text.withUTF8 { bytes -> String? in
            guard !bytes.contains(where: { $0 >= 0x80 }) else { return nil }
            var quote: UInt8?
            var previous = UInt8(ascii: " ")
            var end = 0
            for byte in bytes {
                if let open = quote {
                    if byte == open { quote = nil }
                } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                    if previous == UInt8(ascii: " ") || previous == UInt8(ascii: "[") || previous == UInt8(ascii: "{")
                        || previous == UInt8(ascii: ",") || previous == UInt8(ascii: ":") || end == 0 {
                        quote = byte
                    }
                } else if byte == UInt8(ascii: "#"), previous == UInt8(ascii: " ") || end == 0 {
                    break
                }
                end += 1
                previous = byte
            }
            while end > 0, bytes[end - 1] == UInt8(ascii: " ") || bytes[end - 1] == UInt8(ascii: "\t") { end -= 1 }
            return String(decoding: UnsafeBufferPointer(rebasing: bytes[0..<end]), as: UTF8.self)
        }
    }

    static func isBalanced(_ text: String) -> Bool {
        var depth = 0
        var quote: Character?
        var escaped = false
        for character in text {
            if let open = quote {
                if escaped { escaped = false } else if character == "\\" && open == "\"" { escaped = true } else if character == open { quote = nil }
                continue
            }
            switch character {
            case "\"", "'": quote = character
            case "[", "{": depth += 1
            case "]", "}": depth -= 1
            default: break
            }
        }
        return depth <= 0
    }
}

extension String {
    func trimmingTrailingSpaces() -> String {
        var copy = self
        while let last = copy.last, last == " " || last == "\t" { copy.removeLast() }
        return copy
    }
}
