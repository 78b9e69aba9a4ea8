import Course

/// `:compare A B`: two runs of the same scenario side by side, aligned at
/// each line of the script, each column listing the events and prints that
/// line caused, and each run's verdict underneath.
struct CompareRenderer {
    let context: ConsoleContext

    func render(_ left: GradeResult, _ right: GradeResult) -> String {
        let styler = context.styler
        let total = min(context.displayWidth, 140)
        let column = max(24, (total - 3) / 2)
        func name(_ result: GradeResult) -> String {
            if case .choice(let name) = result.attempt { return name }
            return "your code"
        }
        func cell(_ text: String) -> String {
            let clipped = text.count > column ? String(text.prefix(column - 1)) + "…" : text
            return clipped.rightPadded(to: column)
        }
        var out = styler.apply(.bold, to: cell(name(left))) + " │ " + styler.apply(.bold, to: name(right)) + "\n"
        out += String(repeating: "─", count: column) + "─┼─" + String(repeating: "─", count: column) + "\n"
        if left.loadFailure != nil || right.loadFailure != nil {
            let l = left.loadFailure.map { "does not compile: " + ($0.first?.message ?? "") } ?? "compiles"
            let r = right.loadFailure.map { "does not compile: " + ($0.first?.message ?? "") } ?? "compiles"
            out += cell(l) + " │ " + r + "\n"
        }
        let lines = max(left.run.steps.count, right.run.steps.count)
        for index in 0..<lines {
            let title = (left.run.steps.indices.contains(index) ? left.run.steps[index] : right.run.steps[index]).line.text
            out += styler.apply(.accent, to: "── " + title + " ") + "\n"
            let a: [String] = events(of: left.run, step: index)
            let b: [String] = events(of: right.run, step: index)
            for row in 0..<max(a.count, b.count) {
                let l = row < a.count ? a[row] : ""
                let r = row < b.count ? b[row] : ""
                let mark = l != r ? styler.apply(.warning, to: "│") : "│"
                let right: String = r.count > column ? String(r.prefix(column - 1)) + "…" : r
                out += cell(l) + " " + mark + " " + right + "\n"
            }
        }
        out += String(repeating: "─", count: column) + "─┴─" + String(repeating: "─", count: column) + "\n"
        func verdict(_ result: GradeResult) -> String {
            result.passed ? "✓ passes" : "✗ " + result.summary
        }
        out += cell(verdict(left)) + "   " + verdict(right) + "\n"
        return out
    }

    /// The events and prints of one script line, as `:trace` words them.
    func events(of run: ScenarioRun, step index: Int) -> [String] {
        guard run.steps.indices.contains(index) else { return [] }
        let step = run.steps[index]
        var lines: [String] = []
        if let failure = step.failure { lines.append("! " + failure.headline(context)) }
        guard let range = step.events else { return lines }
        for event in run.events where range.contains(event.number) {
            switch event.kind {
            case .event:
                continue
            case .printed(let text):
                lines += text.split(separator: "\n").map { "  " + $0 }
            case .warning(let text):
                lines.append("  ⚠ " + text)
            default:
                if let line = TraceLine.text(for: event) {
                    // Event numbers differ between runs; alignment is by line of the script.
                    lines.append(line.replacingEvery("[\(event.number)] ", with: ""))
                }
            }
        }
        return lines
    }
}
