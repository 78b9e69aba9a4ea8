import LessonMarkup
import LiveRuntime
/// Cutting the document into steps and reading each fenced block by role.
extension LessonParser {
    /// A fenced block's info string: its role (first word) and options.
    struct InfoString {
        var role: String
        var options: [String: String]
        var flags: Set<String>

        init(_ info: String) {
            let words = info.split(separator: " ").map(String.init)
            role = words.first?.lowercased() ?? ""
            options = [:]
            flags = []
            for word in words.dropFirst() {
                let parts = word.split(separator: "=", maxSplits: 1).map(String.init)
                if parts.count == 2 { options[parts[0]] = parts[1] } else { flags.insert(word) }
            }
        }
    }

    /// A step under construction, and the fenced blocks it still has to read.
    private struct PendingStep {
        var title: String
        var blocks: [MarkdownBlock] = []
        var program: [CodeBlock] = []
        var commands: [CommandScript] = []
        var pendingPredictions: [MarkdownBlock] = []
        var pendingExercises: [MarkdownBlock] = []
    }

    mutating func readSteps(_ document: MarkdownDocument) -> [LessonStep] {
        var pending: [PendingStep] = []
        var current = PendingStep(title: "")
        var swiftBlocks: [(code: CodeBlock, step: Int)] = []
        for block in document.blocks {
            if case .heading(let level, let inlines) = block.kind {
                if level == 1 {
                    current.title = MarkdownInline.plainText(inlines)
                } else if level == 2 {
                    if !current.blocks.isEmpty || !current.title.isEmpty { pending.append(current) }
                    current = PendingStep(title: MarkdownInline.plainText(inlines))
                }
            }
            current.blocks.append(block)
            guard case .code(let info, let body) = block.kind else { continue }
            let fence = InfoString(info)
            let firstLine = block.line + 1
            switch fence.role {
            case "swift":
                let role: CodeBlock.Role
                if let id = fence.options["solution"] {
                    role = .solution(id)
                } else if fence.flags.contains("display") {
                    role = .display
                } else if body.utf8.contains(bytes: "<#") {
                    role = .exercise
                } else {
                    role = .program
                }
                let code = CodeBlock(text: body, file: file, firstLine: firstLine, role: role)
                if role == .program { current.program.append(code) }
                swiftBlocks.append((code, pending.count))
            case "statelab":
                current.commands.append(CommandScript(text: body, at: location(firstLine, block.column)))
            case "predict":
                current.pendingPredictions.append(block)
            case "exercise":
                current.pendingExercises.append(block)
            default:
                break
            }
        }
        pending.append(current)

        var steps: [LessonStep] = []
        for (index, step) in pending.enumerated() {
            var predictions: [Prediction] = []
            var exercises: [Exercise] = []
            for block in step.pendingPredictions where isInFocus(block) {
                if let prediction = readPrediction(block, commands: step.commands) { predictions.append(prediction) }
            }
            for block in step.pendingExercises where isInFocus(block) {
                let earlier = swiftBlocks.filter { $0.code.firstLine < block.line }.map(\.code)
                let solutions = swiftBlocks.map(\.code).filter { if case .solution = $0.role { return true } else { return false } }
                if let exercise = readExercise(block, earlier: earlier, solutions: solutions) { exercises.append(exercise) }
            }
            _ = index
            steps.append(LessonStep(title: step.title, blocks: step.blocks, program: step.program, commands: step.commands,
                                    predictions: predictions, exercises: exercises))
        }
        return steps
    }

    /// Whether a `predict` or `exercise` block is read: always, unless the
    /// parser reads only the items in `focus` and this block names none.
    func isInFocus(_ block: MarkdownBlock) -> Bool {
        guard let focus, case .code(_, let body) = block.kind else { return true }
        return focus.contains { body.utf8.contains(bytes: "id: " + $0) }
    }

    /// The fields of a `predict` or `exercise` block, errors placed in the file.
    mutating func fields(of block: MarkdownBlock) -> Field? {
        guard case .code(_, let body) = block.kind else { return nil }
        do {
            return try FieldParser.parse(body)
        } catch {
            self.error(error.message, line: block.line + error.line, column: block.column - 1 + error.column)
            return nil
        }
    }

    /// Where a field of a fenced block stands in the file.
    func place(_ field: Field, in block: MarkdownBlock) -> LessonLocation {
        location(block.line + field.line, block.column - 1 + field.column)
    }

    func place(_ entry: Field.Entry, in block: MarkdownBlock) -> LessonLocation {
        location(block.line + entry.line, block.column - 1 + entry.column)
    }

    mutating func error(_ message: String, at location: LessonLocation) {
        error(LessonDiagnostic(message, at: location))
    }

    /// Flags keys a block does not know.
    mutating func rejectUnknownKeys(_ fields: Field, known: [String], in block: MarkdownBlock, role: String) {
        for entry in fields.entries ?? [] where !known.contains(entry.key) {
            error(CourseMessages.unknownField(entry.key, in: "a \(role) block", known: known), at: place(entry, in: block))
        }
    }

    /// A list of strings, or one string, under `key`.
    mutating func strings(_ fields: Field, _ key: String, in block: MarkdownBlock) -> [(String, LessonLocation)] {
        guard let field = fields[key] else { return [] }
        if let one = field.scalar { return one.isEmpty ? [] : [(one, place(field, in: block))] }
        guard let list = field.list else {
            error(CourseMessages.expectedList(key), at: place(field, in: block))
            return []
        }
        var result: [(String, LessonLocation)] = []
        for item in list {
            guard let text = item.scalar else {
                error(CourseMessages.expectedText(key), at: place(item, in: block))
                continue
            }
            result.append((text, place(item, in: block)))
        }
        return result
    }

    /// Parses each expectation, keeping the good ones.
    mutating func expectations(_ items: [(String, LessonLocation)]) -> [LessonExpectation] {
        var result: [LessonExpectation] = []
        for (text, location) in items {
            do {
                result.append(try LessonExpectation(parsing: text, at: location))
            } catch {
                self.error(error)
            }
        }
        return result
    }

    /// A block scalar of commands (`script: |`), placed where it stands.
    func script(_ field: Field, in block: MarkdownBlock) -> CommandScript {
        CommandScript(text: field.scalar ?? "", at: place(field, in: block))
    }
}
