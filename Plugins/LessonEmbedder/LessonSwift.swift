import LessonMarkup

/// Every Swift text a lesson file can make StateLab run — so the embedder
/// can lower each one now, and grading a built-in exercise parses nothing:
///
/// - each `swift` block (a step's program, a code exercise's code and
///   solution);
/// - each choice of each `exercise` block, filled into the slots of the
///   last `swift` block before it that has them all, as
///   `Exercise.program(for:)` fills them;
/// - the Swift lines (not `:commands`) of every `script:` and `statelab`
///   block, as `CommandScript` splits them;
/// - every `expect:` line and `measure:`, which are Swift expressions.
///
/// The embedder does not link the Course module that defines these rules
/// (a build tool's dependencies are compiled a second time for the tool,
/// and Course stands on the whole interpreter), so they are read here from
/// the same Markdown and fields, by the same parsers. A text missed here is
/// lowered at run time as any other — slower, never wrong — and
/// `BuiltinPackTests` check that grading the built-in pack misses none.
enum LessonSwift {
    static func texts(in lesson: String) -> [String] {
        let document = MarkdownDocument(parsing: withoutFrontMatter(lesson))
        var texts: [String] = []
        var swiftBlocks: [(line: Int, text: String)] = []
        for block in document.blocks {
            guard case .code(let info, let body) = block.kind else { continue }
            let role = info.split(separator: " ").first.map { $0.lowercased() } ?? ""
            switch role {
            case "swift":
                swiftBlocks.append((block.line, body))
                if !body.contains("<#") { texts.append(body) }
            case "statelab":
                texts += swiftLines(body)
            case "exercise":
                texts += exerciseTexts(body, code: swiftBlocks.filter { $0.line < block.line }.map(\.text))
            case "predict":
                texts += predictionTexts(body)
            default:
                break
            }
        }
        return texts
    }

    /// The lesson's Markdown without its `---` front matter (which has no
    /// blocks of its own).
    static func withoutFrontMatter(_ text: String) -> String {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard lines.first?.trimmingSuffix("\r") == "---",
              let end = lines.dropFirst().firstIndex(where: { $0.trimmingSuffix("\r") == "---" || $0.trimmingSuffix("\r") == "..." })
        else { return text }
        return (Array(repeating: "", count: end + 1) + lines[(end + 1)...].map(String.init)).joined(separator: "\n")
    }

    static func exerciseTexts(_ body: String, code earlier: [String]) -> [String] {
        guard let fields = try? FieldParser.parse(body) else { return [] }
        var texts = expressions(fields)
        texts += swiftLines(fields["script"]?.scalar ?? "")
        let slots = strings(fields["slot"]) + strings(fields["slots"])
        guard !slots.isEmpty, let code = earlier.last(where: { code in slots.allSatisfy { code.contains("<#\($0)#>") } }) else {
            return texts
        }
        for fills in choices(fields["choices"], slots: slots) {
            var program = code
            for slot in slots { program = program.replacingEvery("<#\(slot)#>", with: fills[slot] ?? "") }
            texts.append(program)
        }
        return texts
    }

    static func predictionTexts(_ body: String) -> [String] {
        guard let fields = try? FieldParser.parse(body) else { return [] }
        return expressions(fields) + swiftLines(fields["script"]?.scalar ?? "")
    }

    /// `expect:` lines and a `measure:`.
    static func expressions(_ fields: Field) -> [String] {
        strings(fields["expect"]) + strings(fields["measure"])
    }

    /// Each choice's fills: a list fills the one slot with each name; a
    /// mapping gives each choice its fill, or its fills by slot.
    static func choices(_ field: Field?, slots: [String]) -> [[String: String]] {
        guard let field else { return [] }
        if let list = field.list {
            return list.compactMap(\.scalar).map { [slots[0]: $0] }
        }
        return (field.entries ?? []).map { entry in
            if let text = entry.value.scalar { return [slots[0]: text] }
            var fills: [String: String] = [:]
            for fill in entry.value.entries ?? [] { fills[fill.key] = fill.value.scalar ?? "" }
            return fills
        }
    }

    static func strings(_ field: Field?) -> [String] {
        guard let field else { return [] }
        if let one = field.scalar { return one.isEmpty ? [] : [one] }
        return (field.list ?? []).compactMap(\.scalar)
    }

    /// The Swift lines of a script: trimmed, neither blank, nor a `//`
    /// comment, nor a `:command`.
    static func swiftLines(_ script: String) -> [String] {
        script.split(separator: "\n", omittingEmptySubsequences: false).compactMap { raw in
            let line = raw.trimmingCharacters(in: " \t\r")
            return line.isEmpty || line.hasPrefix("//") || line.hasPrefix(":") ? nil : line
        }
    }
}

extension Substring {
    func trimmingSuffix(_ suffix: String) -> Substring {
        hasSuffix(suffix) ? dropLast(suffix.count) : self
    }

    func trimmingCharacters(in characters: String) -> String {
        let set = Set(characters)
        var slice = self
        while let first = slice.first, set.contains(first) { slice = slice.dropFirst() }
        while let last = slice.last, set.contains(last) { slice = slice.dropLast() }
        return String(slice)
    }
}

extension String {
    /// Every `target` replaced, left to right, as `Exercise.program(for:)` does.
    func replacingEvery(_ target: String, with replacement: String) -> String {
        guard !target.isEmpty else { return self }
        var result = ""
        var rest = Substring(self)
        while let range = rest.firstRange(of: target) {
            result += rest[..<range.lowerBound]
            result += replacement
            rest = rest[range.upperBound...]
        }
        return result + rest
    }
}
