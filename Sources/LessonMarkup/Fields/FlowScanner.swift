/// Reads one line's inline value: a quoted or plain scalar, or a flow
/// list (`[a, "b c"]`) or mapping (`{k: v}`), nested as deep as wanted.
struct FlowScanner {
    private let characters: [Character]
    private var position = 0
    private let line: Int
    private let column: Int

    init(text: String, line: Int, column: Int) {
        characters = Array(text)
        self.line = line
        self.column = column
    }

    var isAtEnd: Bool { position >= characters.count }

    private var here: Int { column + position }

    mutating func skipSpaces() {
        while position < characters.count, characters[position] == " " { position += 1 }
    }

    mutating func parseValue() throws(FieldError) -> Field {
        skipSpaces()
        guard position < characters.count else { throw FieldError("expected a value", line: line, column: here) }
        switch characters[position] {
        case "[": return try parseList()
        case "{": return try parseMap()
        case "\"", "'": return try parseQuoted()
        default: return plain(stoppingAt: [",", "]", "}"])
        }
    }

    /// The whole rest of the text as one scalar (outside any brackets).
    mutating func parseScalarToEnd() throws(FieldError) -> Field {
        skipSpaces()
        if position < characters.count, characters[position] == "\"" || characters[position] == "'" {
            let value = try parseQuoted()
            skipSpaces()
            if !isAtEnd { throw FieldError("unexpected text after the closing quote", line: line, column: here) }
            return value
        }
        return plain(stoppingAt: [])
    }

    private mutating func plain(stoppingAt stops: Set<Character>) -> Field {
        let start = here
        var text = ""
        while position < characters.count, !stops.contains(characters[position]) {
            text.append(characters[position])
            position += 1
        }
        return Field(.scalar(text.trimmingTrailingSpaces()), line: line, column: start)
    }

    private mutating func parseQuoted() throws(FieldError) -> Field {
        let start = here
        let quote = characters[position]
        position += 1
        var text = ""
        while position < characters.count {
            let character = characters[position]
            position += 1
            if character == quote {
                // '' inside single quotes is one quote.
                if quote == "'", position < characters.count, characters[position] == "'" {
                    text.append("'")
                    position += 1
                    continue
                }
                return Field(.scalar(text), line: line, column: start)
            }
            if quote == "\"", character == "\\" {
                guard position < characters.count else { break }
                let escaped = characters[position]
                position += 1
                switch escaped {
                case "n": text.append("\n")
                case "t": text.append("\t")
                case "\"": text.append("\"")
                case "\\": text.append("\\")
                case "/": text.append("/")
                default:
                    throw FieldError("unknown escape \\\(escaped) in a quoted value", line: line, column: here - 2)
                }
                continue
            }
            text.append(character)
        }
        throw FieldError("this quoted value has no closing \(quote)", line: line, column: start)
    }

    private mutating func parseList() throws(FieldError) -> Field {
        let start = here
        position += 1
        var items: [Field] = []
        skipSpaces()
        if position < characters.count, characters[position] == "]" {
            position += 1
            return Field(.list([]), line: line, column: start)
        }
        while true {
            items.append(try parseValue())
            skipSpaces()
            guard position < characters.count else { throw FieldError("this list has no closing ]", line: line, column: start) }
            if characters[position] == "," { position += 1; continue }
            if characters[position] == "]" { position += 1; break }
            throw FieldError("expected , or ] in a list", line: line, column: here)
        }
        return Field(.list(items), line: line, column: start)
    }

    private mutating func parseMap() throws(FieldError) -> Field {
        let start = here
        position += 1
        var entries: [Field.Entry] = []
        skipSpaces()
        if position < characters.count, characters[position] == "}" {
            position += 1
            return Field(.map([]), line: line, column: start)
        }
        while true {
            skipSpaces()
            let keyColumn = here
            let key: String
            if position < characters.count, characters[position] == "\"" || characters[position] == "'" {
                key = try parseQuoted().scalar ?? ""
            } else {
                var text = ""
                while position < characters.count, characters[position] != ":", characters[position] != "}", characters[position] != "," {
                    text.append(characters[position])
                    position += 1
                }
                key = text.trimmingTrailingSpaces()
            }
            skipSpaces()
            guard position < characters.count, characters[position] == ":" else {
                throw FieldError("expected `key: value` in a mapping", line: line, column: keyColumn)
            }
            position += 1
            if entries.contains(where: { $0.key == key }) {
                throw FieldError("`\(key)` is given twice", line: line, column: keyColumn)
            }
            entries.append(Field.Entry(key: key, value: try parseValue(), line: line, column: keyColumn))
            skipSpaces()
            guard position < characters.count else { throw FieldError("this mapping has no closing }", line: line, column: start) }
            if characters[position] == "," { position += 1; continue }
            if characters[position] == "}" { position += 1; break }
            throw FieldError("expected , or } in a mapping", line: line, column: here)
        }
        return Field(.map(entries), line: line, column: start)
    }
}
