import LessonMarkup
import LiveRuntime
/// Reading an `exercise` block.
extension LessonParser {
    static let exerciseKeys = ["id", "kind", "prompt", "slot", "slots", "choices", "answer", "answers", "script",
                               "expect", "hints", "wrong", "explain"]

    mutating func readExercise(_ block: MarkdownBlock, earlier: [CodeBlock], solutions: [CodeBlock]) -> Exercise? {
        guard let fields = fields(of: block) else { return nil }
        let here = location(block.line, block.column)
        guard fields.entries != nil else {
            error(CourseMessages.blockNotMapping("exercise"), at: here)
            return nil
        }
        rejectUnknownKeys(fields, known: Self.exerciseKeys, in: block, role: "exercise")
        let before = diagnostics.count

        guard let id = fields["id"]?.scalar, !id.isEmpty else {
            error(CourseMessages.missingKey("id", in: "exercise"), at: here)
            return nil
        }
        if !Self.isIdentifier(id), let field = fields["id"] { error(CourseMessages.badID(id), at: place(field, in: block)) }
        var kind = Exercise.Kind.choice
        if let field = fields["kind"] {
            if let value = field.scalar.flatMap(Exercise.Kind.init(rawValue:)) { kind = value } else {
                error(CourseMessages.badExerciseKind(field.scalar ?? ""), at: place(field, in: block))
            }
        }
        let prompt = fields["prompt"]?.scalar ?? ""
        if prompt.isEmpty { error(CourseMessages.missingKey("prompt", in: "exercise \(id)"), at: here) }

        guard let scriptField = fields["script"] else {
            error(CourseMessages.missingKey("script", in: "exercise \(id)"), at: here)
            return nil
        }
        let script = script(scriptField, in: block)
        if script.isEmpty { error(CourseMessages.emptyScript(id), at: place(scriptField, in: block)) }
        let expectations = expectations(strings(fields, "expect", in: block))
        if fields["expect"] == nil { error(CourseMessages.missingKey("expect", in: "exercise \(id)"), at: here) }
        let hints = strings(fields, "hints", in: block).map(\.0)
        if hints.isEmpty { error(CourseMessages.missingHints(id), at: here) }
        let explanation = fields["explain"]?.scalar

        var slots: [String] = []
        var choices: [Exercise.Choice] = []
        var accepted: [String] = []
        var code: CodeBlock
        var solution: CodeBlock?
        switch kind {
        case .choice:
            slots = strings(fields, "slot", in: block).map(\.0) + strings(fields, "slots", in: block).map(\.0)
            if slots.isEmpty { error(CourseMessages.missingKey("slot", in: "exercise \(id)"), at: here) }
            guard let found = earlier.last(where: { code in slots.allSatisfy { code.text.utf8.contains(bytes: "<#\($0)#>") } }) else {
                if !slots.isEmpty {
                    error(CourseMessages.noCodeWithSlots(slots), at: place(fields["slot"] ?? fields["slots"] ?? fields, in: block))
                }
                return nil
            }
            code = found
            choices = readChoices(fields, slots: slots, in: block, id: id)
            accepted = strings(fields, "answer", in: block).map(\.0) + strings(fields, "answers", in: block).map(\.0)
            if accepted.isEmpty { error(CourseMessages.missingKey("answer", in: "exercise \(id)"), at: here) }
            for name in accepted where !choices.contains(where: { $0.name == name }) {
                error(CourseMessages.answerNotAChoice(name, choices.map(\.name)), at: place(fields["answer"] ?? fields["answers"] ?? fields, in: block))
            }
            if choices.count < 3 { error(CourseMessages.tooFewChoices(id, choices.count), at: place(fields["choices"] ?? fields, in: block)) }
            readWrongChoices(fields, into: &choices, accepted: accepted, in: block, id: id)
        case .code:
            guard let found = earlier.last(where: { $0.role == .program }) else {
                error(CourseMessages.noCodeForCodeExercise(id), at: here)
                return nil
            }
            code = found
            solution = solutions.first { $0.role == .solution(id) }
            if solution == nil { error(CourseMessages.missingSolution(id), at: here) }
        }
        guard diagnostics.count == before else { return nil }
        return Exercise(id: id, kind: kind, prompt: prompt, slots: slots, choices: choices, accepted: accepted, code: code,
                        solution: solution, script: script, expectations: expectations, hints: hints,
                        explanation: explanation, location: here)
    }

    /// `choices: [A, B, C]` fills the one slot with each name; a mapping
    /// gives each choice its fill (one slot) or fills (several slots).
    private mutating func readChoices(_ fields: Field, slots: [String], in block: MarkdownBlock, id: String) -> [Exercise.Choice] {
        guard let field = fields["choices"] else {
            error(CourseMessages.missingKey("choices", in: "exercise \(id)"), at: location(block.line, block.column))
            return []
        }
        var choices: [Exercise.Choice] = []
        if let list = field.list {
            guard slots.count == 1 else {
                error(CourseMessages.choicesNeedFills(slots), at: place(field, in: block))
                return []
            }
            for item in list {
                guard let name = item.scalar else {
                    error(CourseMessages.expectedText("choices"), at: place(item, in: block))
                    continue
                }
                choices.append(Exercise.Choice(name: name, fills: [slots[0]: name], location: place(item, in: block)))
            }
        } else if let entries = field.entries {
            for entry in entries {
                var fills: [String: String] = [:]
                if let text = entry.value.scalar {
                    guard slots.count == 1 else {
                        error(CourseMessages.choicesNeedFills(slots), at: place(entry, in: block))
                        continue
                    }
                    fills[slots[0]] = text
                } else if let slotFills = entry.value.entries {
                    for fill in slotFills {
                        guard slots.contains(fill.key) else {
                            error(CourseMessages.unknownSlot(fill.key, slots), at: place(fill, in: block))
                            continue
                        }
                        fills[fill.key] = fill.value.scalar ?? ""
                    }
                } else {
                    error(CourseMessages.expectedText("choices"), at: place(entry, in: block))
                }
                choices.append(Exercise.Choice(name: entry.key, fills: fills, location: place(entry, in: block)))
            }
        } else {
            error(CourseMessages.expectedList("choices"), at: place(field, in: block))
        }
        var seen = Set<String>()
        for choice in choices where !seen.insert(choice.name).inserted {
            error(CourseMessages.duplicateChoice(choice.name), at: choice.location)
        }
        return choices
    }

    /// `wrong:` — for every choice that is not accepted, why it fails
    /// (`explain`) and the misconception it shows (`tag`).
    private mutating func readWrongChoices(_ fields: Field, into choices: inout [Exercise.Choice], accepted: [String],
                                           in block: MarkdownBlock, id: String) {
        let wrong = fields["wrong"]
        for entry in wrong?.entries ?? [] {
            guard let index = choices.firstIndex(where: { $0.name == entry.key }) else {
                error(CourseMessages.wrongNotAChoice(entry.key, choices.map(\.name)), at: place(entry, in: block))
                continue
            }
            if accepted.contains(entry.key) {
                error(CourseMessages.wrongIsAccepted(entry.key), at: place(entry, in: block))
            }
            if let explain = entry.value["explain"]?.scalar { choices[index].explanation = explain }
            if let tag = entry.value["tag"]?.scalar {
                choices[index].tag = tag
                if !Self.isIdentifier(tag), let field = entry.value["tag"] { error(CourseMessages.badTag(tag), at: place(field, in: block)) }
            }
            if entry.value.entries == nil {
                error(CourseMessages.wrongNeedsFields(entry.key), at: place(entry, in: block))
            }
        }
        for choice in choices where !accepted.contains(choice.name) {
            if choice.explanation == nil || choice.tag == nil {
                let wrongKey = fields.entries?.first { $0.key == "wrong" }
                error(CourseMessages.wrongChoiceUnexplained(choice.name, id), at: wrongKey.map { place($0, in: block) } ?? choice.location)
            }
        }
    }
}
