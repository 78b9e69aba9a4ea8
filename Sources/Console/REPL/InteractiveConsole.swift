import SwiftSubsetAST

/// The prompt a learner types into: banner, line editing, continuation
/// lines, history kept between runs, Tab completion, Ctrl-C and Ctrl-D.
public final class InteractiveConsole {
    private let context: ConsoleContext
    private let runner: EntryRunner
    private let history: HistoryStore?
    private let historyLocation: HistoryLocation
    private var accumulator = EntryAccumulator()
    /// Code entries that arrived together, run as one when the paste ends.
    private var pasted = PastedBlock()
    /// Lines are arriving inside a bracketed paste (`LineEditor.PasteState`).
    private var inPaste = false
    private var reportedHistoryFailure = false

    public init(context: ConsoleContext, historyLocation: HistoryLocation) {
        self.context = context
        self.runner = EntryRunner(
            context: context, reporter: ErrorReporter(mode: .interactive, styler: context.errorStyler))
        self.historyLocation = historyLocation
        let history = HistoryStore()
        if let history, case .file(let path) = historyLocation { history.load(from: path) }
        self.history = history
    }

    /// Runs until `:quit` or Ctrl-D; returns the exit status.
    public func run() -> Int32 {
        context.interruptRelay = InterruptRelay.shared
        guard let editor = LineEditor(programName: Prompt.name, history: history, output: context.output) else {
            context.output.writeError("statelab: cannot start the line editor; reading plain lines\n")
            var input = StandardInputLines()
            return ScriptRunner(context: context).run(&input) ? 0 : 1
        }
        editor.completion = { [unowned self] beforeCursor in
            Completer.action(
                beforeCursor: beforeCursor, isContinuation: accumulator.isContinuing, context: context)
        }
        context.ask = { [unowned editor] question in
            if case .line(let answer) = editor.readLine(prompt: question) { return answer }
            return nil
        }
        // The frontend's service loads while the learner reads the banner.
        SwiftFrontend.warmUp()
        context.output.write(Banner.text(styler: context.styler))
        context.course?.showWelcome(in: context)
        while true {
            if !context.output.isAtLineStart { context.output.write("\n") }
            let prompt = accumulator.isContinuing || !pasted.isEmpty
                ? Prompt.continuation(accumulator.pendingOpener, styler: context.styler)
                : Prompt.primary(styler: context.styler, tag: context.course?.promptTag)
            switch editor.readLine(prompt: prompt) {
            case .line(let text):
                let paste = editor.takePasteState()
                if paste.started { inPaste = true }
                // A multi-line entry recalled from history arrives as one text.
                for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
                    guard let entry = accumulator.add(String(line)) else { continue }
                    if entry.kind == .code {
                        pasted.append(entry)
                    } else {
                        // A command ends a pasted block: the code before it runs first.
                        if runPasted() == .quit || run(entry) == .quit { return leave() }
                    }
                }
                if inPaste {
                    // A bracketed paste is one entry: its code runs when the
                    // terminal's end marker has come, however it arrived.
                    if paste.active { continue }
                    inPaste = false
                    if !accumulator.isContinuing, runPasted() == .quit { return leave() }
                    continue
                }
                // Without paste markers, lines already waiting are the rest
                // of a paste: gather them.
                if !pasted.isEmpty, !accumulator.isContinuing, !editor.hasPendingInput, runPasted() == .quit {
                    return leave()
                }
            case .interrupted:
                editor.markInterruptedLine()
                editor.forgetPaste()
                inPaste = false
                accumulator.discard()
                _ = pasted.take()
            case .endOfInput:
                if runPasted() == .quit { return leave() }
                guard let unfinished = accumulator.finish() else {
                    context.output.write("\n")
                    return leave()
                }
                // Ctrl-D on a continuation line submits the entry as it is,
                // so the parser can say what is missing.
                context.output.write("\n")
                if run(unfinished) == .quit { return leave() }
            }
        }
    }

    /// Runs the code entries gathered from a paste, if any, as one entry.
    private func runPasted() -> EntryRunner.Outcome {
        guard let entry = pasted.take() else { return .succeeded }
        return run(entry)
    }

    private func run(_ entry: Entry) -> EntryRunner.Outcome {
        history?.add(entry.text)
        saveHistory()
        return runner.run(entry)
    }

    private func leave() -> Int32 {
        saveHistory()
        return 0
    }

    /// Saved after every entry, so a killed terminal loses nothing.
    private func saveHistory() {
        guard let history, case .file(let path) = historyLocation else { return }
        do {
            try history.save(to: path)
        } catch {
            guard !reportedHistoryFailure else { return }
            reportedHistoryFailure = true
            context.output.writeError("statelab: history not saved to \(error.path): \(error.reason)\n")
        }
    }
}
