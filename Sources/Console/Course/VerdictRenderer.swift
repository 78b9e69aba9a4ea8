import Course

/// Feedback in words: a graded attempt (each check quoting the run, the
/// lesson's explanation, what the program printed), a hint, a prediction's
/// outcome.
struct VerdictRenderer {
    let context: ConsoleContext

    private var styler: Styler { context.styler }
    private var width: Int { min(context.displayWidth, 100) }

    func grade(_ result: GradeResult, exercise: Exercise) -> String {
        let attempt: String
        switch result.attempt {
        case .choice(let name): attempt = name
        case .code: attempt = "your code"
        }
        var out = result.passed
            ? styler.apply(.success, to: "✓ \(attempt) passes") + "\n"
            : styler.apply(.error, to: "✗ \(attempt) does not pass") + "\n"
        if let failure = result.loadFailure {
            out += "  The program did not compile or load:\n" + indent(context.render(failure), by: 4)
        }
        for failure in result.stepFailures {
            out += styler.apply(.warning, to: "  ! ") + "`\(failure.line)`: "
                + failure.failure.words(context).split(separator: "\n").joined(separator: "\n    ") + "\n"
        }
        if result.loadFailure == nil {
            for check in result.checks {
                let mark = check.verdict.passed ? styler.apply(.success, to: "✓") : styler.apply(.error, to: "✗")
                out += wrap("\(mark) " + styler.apply(.accent, to: check.expectation) + " — " + check.verdict.message, visible: 4 + check.expectation.count + 3 + check.verdict.message.count, indent: "  ", hanging: "    ")
            }
        }
        if let explanation = result.explanation {
            out += wrap(styler.apply(.bold, to: result.passed ? "Why it works:" : "Why:") + " " + explanation,
                        visible: (result.passed ? 13 : 4) + 1 + explanation.count, indent: "  ", hanging: "  ")
        }
        let printed = result.run.output.terminalSafe.split(separator: "\n", omittingEmptySubsequences: false).map(String.init).filter { !$0.isEmpty }
        if !printed.isEmpty {
            out += styler.apply(.dim, to: "  What the program printed:") + "\n"
            for line in printed.prefix(12) { out += "    " + line + "\n" }
            if printed.count > 12 { out += styler.apply(.dim, to: "    … and \(printed.count - 12) more lines") + "\n" }
        }
        if result.loadFailure == nil {
            out += styler.apply(.dim, to: "  The graded run is now the live session: :tree, :timeline and :trace show it.") + "\n"
        }
        if result.passed {
            out += styler.apply(.dim, to: "  :next to go on.") + "\n"
        } else if exercise.kind == .choice, case .choice = result.attempt {
            let others = exercise.choices.map(\.name).filter { "\($0)" != attempt }
            let compare = exercise.accepted.first.flatMap { accepted in accepted == attempt ? nil : others.first }
            out += styler.apply(.dim, to: "  Try another choice, :hint for a hint" + (compare != nil ? ", or :compare two choices." : ".")) + "\n"
        } else {
            out += styler.apply(.dim, to: "  :edit the code again, :hint for a hint.") + "\n"
        }
        return out
    }

    func hint(_ text: String, number: Int, of total: Int, repeated: Bool) -> String {
        styler.apply(.bold, to: "Hint \(number) of \(total)") + (repeated ? styler.apply(.dim, to: " (that was the last one)") : "") + "\n"
            + wrap(text, visible: text.count, indent: "  ", hanging: "  ")
    }

    func edited(_ exercise: Exercise, changed: Bool) -> String {
        changed
            ? "Your edit is kept for \(exercise.id): :check runs the scenario on it and grades it.\n"
            : styler.apply(.dim, to: "The code is unchanged; :check grades it as it stands.") + "\n"
    }

    func prediction(_ outcome: PredictionOutcome, _ prediction: Prediction) -> String {
        var out = ""
        if let answer = outcome.answer {
            let right = prediction.isRight(answer)
            out += (right ? styler.apply(.success, to: "✓ You predicted \(answer). Right.")
                          : styler.apply(.error, to: "✗ You predicted \(answer); the answer is \(prediction.answer).")) + "\n"
        }
        let printed = outcome.run.output.terminalSafe.split(separator: "\n").map(String.init)
        if !printed.isEmpty {
            out += styler.apply(.dim, to: "  What the program printed:") + "\n"
            for line in printed.prefix(16) { out += "    " + line + "\n" }
            if printed.count > 16 { out += styler.apply(.dim, to: "    … and \(printed.count - 16) more lines") + "\n" }
        }
        if let measurement = outcome.measurement {
            out += wrap(styler.apply(.bold, to: "The runtime:") + " " + measurement.sentence, visible: 13 + measurement.sentence.count,
                        indent: "  ", hanging: "  ")
        }
        for proof in outcome.proofs {
            let mark = proof.verdict.passed ? styler.apply(.success, to: "✓") : styler.apply(.error, to: "✗")
            out += wrap("\(mark) " + proof.verdict.message, visible: 2 + proof.verdict.message.count, indent: "  ", hanging: "    ")
        }
        if let explanation = prediction.explanation {
            out += wrap(styler.apply(.bold, to: "Why:") + " " + explanation, visible: 5 + explanation.count, indent: "  ", hanging: "  ")
        }
        out += styler.apply(.dim, to: "  The run is now the live session: :tree, :timeline and :trace show it.") + "\n"
        return out
    }

    // MARK: - Layout

    private func indent(_ text: String, by spaces: Int) -> String {
        let pad = String(repeating: " ", count: spaces)
        return text.split(separator: "\n", omittingEmptySubsequences: false).map { $0.isEmpty ? "" : pad + $0 }
            .joined(separator: "\n") + (text.hasSuffix("\n") ? "" : "\n")
    }

    /// Wraps styled text at spaces; `visible` is its length without styles
    /// (when it fits, the text is kept whole).
    private func wrap(_ text: String, visible: Int, indent: String, hanging: String) -> String {
        if visible + indent.count <= width { return indent + text + "\n" }
        var lines: [String] = []
        var line = indent
        var column = indent.count
        for word in text.split(separator: " ", omittingEmptySubsequences: false) {
            let length = Self.visibleLength(String(word))
            if column > hanging.count, column + 1 + length > width, line != indent {
                lines.append(line)
                line = hanging
                column = hanging.count
            }
            if line != indent && line != hanging { line += " "; column += 1 }
            line += word
            column += length
        }
        lines.append(line)
        return lines.joined(separator: "\n") + "\n"
    }

    /// Characters that show, ANSI escapes not counted.
    static func visibleLength(_ text: String) -> Int {
        var count = 0
        var inEscape = false
        for character in text {
            if inEscape {
                if character.isLetter { inEscape = false }
            } else if character == "\u{1B}" {
                inEscape = true
            } else {
                count += 1
            }
        }
        return count
    }
}
