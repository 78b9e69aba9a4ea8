import SwiftSubset

/// How `:tree` words a value, as a learner reads it: no `main.` module
/// prefixes, a collection or `NavigationPath` by its count in words
/// ("1 item", "3 items"), a `Task` by what it is doing, an object by its
/// trace name with a few of its properties, and a long value shortened at
/// a boundary between elements, never in the middle of a bracket or a
/// string.
struct TreeText {
    let runtime: Runtime

    /// The longest value shown whole.
    static let limit = 60

    /// The value's words and, for an object, a short detail (`count 3`).
    func words(_ value: Value) -> (text: String, detail: String) {
        switch value.unwrappedIfOptional {
        case .object(let object):
            return (object.name, details(of: object))
        case .function:
            return ("{ … }", "")
        case .native(let task as TaskHandle):
            return (Self.describe(task), "")
        case .native(let native) where native.typeName == "NavigationPath":
            return ("NavigationPath (" + Self.count(native.description) + ")", "")
        default:
            let text = (try? runtime.library.debugDescribe(value, rt: runtime, at: nil)) ?? "?"
            return (Self.shortened(Self.abbreviatingUUIDs(Self.withoutModule(text))), "")
        }
    }

    /// `FeedModel.Phase.failed("offline")` → `.failed("offline")`: an enum
    /// case without the type it belongs to, as Swift writes it in code.
    static func withoutCaseQualifier(_ text: String) -> String {
        let head = text.prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }
        guard let lastDot = head.lastIndex(of: "."), head.first?.isUppercase == true,
              head[head.index(after: lastDot)...].first?.isLowercase == true else { return text }
        return String(text[lastDot...])
    }

    /// `E621E1F8-C36C-495A-93FC-0C247A3E6E5F` → `E621E1F8…`: an id is told
    /// apart by its start, and the rest of the value then fits.
    static func abbreviatingUUIDs(_ text: String) -> String {
        let characters = Array(text)
        let groups = [8, 4, 4, 4, 12]
        let length = groups.reduce(0, +) + groups.count - 1
        guard characters.count >= length else { return text }
        func isUUID(at start: Int) -> Bool {
            guard start + length <= characters.count else { return false }
            var i = start
            for (n, size) in groups.enumerated() {
                for _ in 0..<size {
                    guard characters[i].isHexDigit else { return false }
                    i += 1
                }
                if n < groups.count - 1 {
                    guard characters[i] == "-" else { return false }
                    i += 1
                }
            }
            return i == characters.count || !characters[i].isHexDigit
        }
        var out = ""
        var i = 0
        while i < characters.count {
            if (i == 0 || !characters[i - 1].isHexDigit), isUUID(at: i) {
                out += String(characters[i..<(i + 8)]) + "…"
                i += length
                continue
            }
            out.append(characters[i])
            i += 1
        }
        return out
    }

    /// `Task (running)`, `Task (cancelled)`, `Task (finished)`.
    static func describe(_ task: TaskHandle) -> String {
        if task.isFinished { return "Task (finished)" }
        return task.isCancelled ? "Task (cancelled, still running)" : "Task (running)"
    }

    /// "1 item", "3 items", from a description that holds the count first
    /// (`NavigationPath(3 items)`).
    static func count(_ description: String) -> String {
        let digits = description.drop { !$0.isNumber }.prefix { $0.isNumber }
        let n = Int(digits) ?? 0
        return n == 1 ? "1 item" : "\(n) items"
    }

    /// Up to three of an object's simple properties: `count 3, name "a"`.
    private func details(of object: Instance) -> String {
        var parts: [String] = []
        for (i, property) in object.type.storedProperties.enumerated() where i < object.fields.count && parts.count < 3 {
            let field = object.fields[i]
            let name = property.wrappedName ?? property.name
            if case .native(let native) = field, let published = native as? PublishedBox {
                // What the model publishes is shown whatever it is; a collection by its count.
                if case .array(let a) = published.value {
                    parts.append(name + " " + (a.count == 1 ? "1 item" : "\(a.count) items"))
                } else {
                    parts.append(name + " " + short(published.value))
                }
                continue
            }
            switch field {
            case .int, .double, .bool, .string, .none, .some: parts.append(name + " " + short(field))
            case .array(let a): parts.append(name + " " + (a.count == 1 ? "1 item" : "\(a.count) items"))
            default: continue
            }
        }
        return parts.joined(separator: ", ")
    }

    private func short(_ value: Value) -> String {
        var text = Self.abbreviatingUUIDs(Self.withoutModule((try? runtime.library.debugDescribe(value, rt: runtime, at: nil)) ?? "?"))
        if text.count > 24 { text = Self.withoutCaseQualifier(text) }
        return Self.shortened(text, limit: 24)
    }

    // MARK: - Words

    /// `[main.Item(id: 1)]` → `[Item(id: 1)]`: the module prefix Swift
    /// prints inside values, dropped where it starts a name (never inside
    /// a string literal, never after a letter: `"domain.com"` stays).
    static func withoutModule(_ text: String) -> String {
        let prefix = Array("main.")
        let characters = Array(text)
        var out = ""
        var inString = false
        var i = 0
        while i < characters.count {
            let c = characters[i]
            if inString {
                out.append(c)
                if c == "\\", i + 1 < characters.count { out.append(characters[i + 1]); i += 2; continue }
                if c == "\"" { inString = false }
                i += 1
                continue
            }
            if c == "\"" { inString = true }
            let startsName = i == 0 || !(characters[i - 1].isLetter || characters[i - 1].isNumber || characters[i - 1] == "_" || characters[i - 1] == ".")
            if startsName, characters.count - i > prefix.count, Array(characters[i..<(i + prefix.count)]) == prefix {
                i += prefix.count
                continue
            }
            out.append(c)
            i += 1
        }
        return out
    }

    /// A value longer than `limit`, cut after the last whole element that
    /// fits — `["a", "b", … 3 more]` —, never inside a string or a nested
    /// bracket. A value with no elements to cut between keeps its head.
    static func shortened(_ text: String, limit: Int = TreeText.limit) -> String {
        guard text.count > limit else { return text }
        let characters = Array(text)
        // The top-level commas of the outermost bracket.
        var commas: [Int] = []
        var depth = 0
        var inString = false
        var i = 0
        while i < characters.count {
            let c = characters[i]
            if inString {
                if c == "\\" { i += 2; continue }
                if c == "\"" { inString = false }
            } else {
                switch c {
                case "\"": inString = true
                case "[", "(": depth += 1
                case "]", ")": depth -= 1
                case "," where depth == 1: commas.append(i)
                default: break
                }
            }
            i += 1
        }
        // The outermost bracket: the first one opened (`[`, or `(` after a
        // type name: `Item(id: 1, …)`), and the one that closes it last.
        if characters.first == "\"" { return String(characters.prefix(limit - 2)) + "…\"" }
        guard let open = characters.firstIndex(where: { $0 == "[" || $0 == "(" }), let closer = characters.last,
              closer == (characters[open] == "[" ? "]" : ")") else {
            return String(characters.prefix(limit - 1)) + "…"
        }
        let room = limit - 12
        if commas.isEmpty, open + 1 < characters.count - 1 {
            // One element (`.loaded([Repo(…), Repo(…)])`, `Box(Item(…))`):
            // shorten inside it, keeping what wraps it.
            let inner = String(characters[(open + 1)..<(characters.count - 1)])
            return String(characters[...open]) + shortened(inner, limit: max(limit - open - 2, 16)) + String(closer)
        }
        // A struct's fields (`Item(id: 1, …)`) are no collection's elements.
        let isFields = characters[open] == "(" && open > 0
        guard let kept = commas.lastIndex(where: { $0 <= room }) else {
            if isFields { return String(characters[...open]) + "…" + String(closer) }
            return String(characters[...open]) + "… \(commas.count + 1) " + (commas.isEmpty ? "element" : "elements") + String(closer)
        }
        let more = commas.count - kept
        return String(characters[..<commas[kept]]) + ", … \(more) more" + String(closer)
    }
}
