import CEditLineBridge
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The prompt's line editor: libedit's native API, in emacs mode, with
/// StateLab's prompt, history, Tab completion and Ctrl-R search, and the
/// learner's `~/.editrc` applied last so it can change any binding.
///
/// The terminal stays in editing mode (no echo, no line buffering) from the
/// editor's creation to its end, between lines too: keys typed ahead while
/// an entry runs are then read and drawn by libedit at the next prompt,
/// instead of being echoed raw by the terminal and drawn twice. libedit
/// itself would switch to editing mode only at the first key of each line.
///
/// Ctrl-C comes back from `readLine` as `.interrupted`: the SIGINT handler
/// records it and the reader installed here (EL_GETCFN) returns EINTR, so
/// libedit gives up the line cleanly. Resizes (SIGWINCH) reach `el_resize`
/// the same way.
final class LineEditor {
    enum Input: Equatable {
        case line(String)
        case interrupted
        case endOfInput
    }

    /// Separates colour escapes in a prompt from its visible text.
    static let promptEscape: Character = "\u{1}"

    /// Decides what Tab does, from the text before the cursor.
    var completion: ((String) -> CompletionAction)?

    private let editLine: OpaquePointer
    private let output: ConsoleOutput
    private var prompt: UnsafeMutablePointer<CChar>?
    /// Whether the terminal brackets pastes (turned on here, off in deinit).
    private var bracketedPaste = false

    init?(programName: String, history: HistoryStore?, output: ConsoleOutput) {
        guard let editLine = statelab_el_open(programName) else { return nil }
        self.editLine = editLine
        self.output = output
        statelab_el_set_client_data(editLine, Unmanaged.passUnretained(self).toOpaque())
        statelab_el_set_signal_handling(editLine, 0)
        statelab_el_use_interruptible_reader(editLine)
        statelab_el_set_editor(editLine, "emacs")
        statelab_el_set_prompt(editLine, { editLine in
            LineEditor.owner(of: editLine)?.prompt
        }, CChar(UInt8(ascii: "\u{1}")))
        if let history { statelab_el_set_history(editLine, history.handle) }
        statelab_el_add_function(
            editLine, "statelab-complete", "Complete a command, an argument or indentation"
        ) { editLine, _ in
            LineEditor.owner(of: editLine)?.completeAtCursor() ?? UInt8(CC_ERROR)
        }
        for (keys, function) in Self.bindings { statelab_el_bind(editLine, keys, function) }
        _ = statelab_el_source(editLine) // ~/.editrc (or $EDITRC) overrides everything above
        statelab_el_prepare_terminal(editLine, 1)
        statelab_paste_reset()
        if isatty(STDIN_FILENO) != 0, let term = getenv("TERM"), String(cString: term) != "dumb" {
            bracketedPaste = statelab_bracketed_paste_enable(STDOUT_FILENO) == 0
        }
    }

    deinit {
        if bracketedPaste { statelab_bracketed_paste_disable() }
        statelab_el_close(editLine)
        free(prompt)
    }

    /// Functions must be registered (EL_ADDFN) before they are bound.
    private static let bindings: [(String, String)] = [
        ("^I", "statelab-complete"),
        ("^R", "em-inc-search-prev"),
        ("\u{1B}[1;5C", "em-next-word"),   // Ctrl-Right
        ("\u{1B}[1;5D", "ed-prev-word"),   // Ctrl-Left
        ("\u{1B}[3~", "ed-delete-next-char"), // Delete
        ("\u{1B}[H", "ed-move-to-beg"),    // Home
        ("\u{1B}[F", "ed-move-to-end"),    // End
    ]

    /// Reads one line (which may hold several lines when a multi-line entry
    /// was recalled from history), without its final newline.
    func readLine(prompt text: String) -> Input {
        free(prompt)
        prompt = strdup(text)
        statelab_key_reader_set_prompt_columns(Int32(Self.visibleWidth(ofPrompt: text)))
        // A Ctrl-C that interrupted the last evaluation must not cancel this line.
        _ = statelab_signals_take_interrupt()
        var count: Int32 = 0
        let line = statelab_el_gets(editLine, &count)
        statelab_el_prepare_terminal(editLine, 1) // el_gets left it line-buffered
        guard let line else {
            // count 0: Ctrl-D on an empty line. count -1: a read error, which
            // is EINTR from Ctrl-C unless the terminal went away.
            return statelab_signals_take_interrupt() != 0 ? .interrupted : .endOfInput
        }
        var text = String(cString: line)
        if text.hasSuffix("\n") { text.removeLast() }
        return .line(text)
    }

    /// What the terminal's paste markers said while the last line was read
    /// (bracketed paste: the terminal wraps pasted text in ESC[200~ …
    /// ESC[201~, which the key reader takes out of the line).
    struct PasteState {
        /// A paste started while the line was read.
        var started: Bool
        /// The line was read inside a paste that has not ended yet.
        var active: Bool
        /// A paste ended while the line was read (it ends the pasted text).
        var ended: Bool
    }

    /// The paste markers read with the last line; takes the records.
    func takePasteState() -> PasteState {
        PasteState(started: statelab_paste_take_started() != 0, active: statelab_paste_active() != 0,
                   ended: statelab_paste_take_ended() != 0)
    }

    /// Forgets a paste whose end marker will not come (Ctrl-C).
    func forgetPaste() {
        statelab_paste_reset()
    }

    /// Whether more input has already arrived — the rest of a pasted block
    /// — so the next `readLine` will not wait for a key.
    var hasPendingInput: Bool {
        var descriptor = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
        return poll(&descriptor, 1, 0) > 0 && descriptor.revents & Int16(POLLIN) != 0
    }

    /// After `.interrupted`: moves past the rest of the abandoned line and
    /// marks it `^C`, so the next prompt starts on a clean line.
    func markInterruptedLine() {
        let rest = lineText(from: \.cursor, to: \.lastchar)
        output.write(rest + "^C\n")
    }

    /// The columns a prompt takes: its characters outside escape delimiters.
    static func visibleWidth(ofPrompt prompt: String) -> Int {
        var width = 0
        var inEscape = false
        for character in prompt {
            if character == promptEscape {
                inEscape.toggle()
            } else if !inEscape {
                width += 1
            }
        }
        return width
    }

    private static func owner(of editLine: OpaquePointer?) -> LineEditor? {
        guard let editLine, let data = statelab_el_client_data(editLine) else { return nil }
        return Unmanaged<LineEditor>.fromOpaque(data).takeUnretainedValue()
    }

    /// The width of the terminal on standard output, if it is one.
    static func terminalColumns() -> Int? {
        let columns = Int(statelab_terminal_columns(1))
        return columns > 0 ? columns : nil
    }

    private func completeAtCursor() -> UInt8 {
        // A Tab inside pasted text is indentation, not a request to complete.
        if statelab_paste_active() != 0 {
            return statelab_el_insert(editLine, "\t") == 0 ? UInt8(CC_REFRESH) : UInt8(CC_ERROR)
        }
        guard let completion else { return UInt8(CC_ERROR) }
        switch completion(lineText(from: \.buffer, to: \.cursor)) {
        case .replace(let suffix, let text):
            let removed = suffix.unicodeScalars.count
            if removed > 0 { statelab_el_delete(editLine, Int32(removed)) }
            guard text.isEmpty || statelab_el_insert(editLine, text) == 0 else { return UInt8(CC_ERROR) }
            return UInt8(CC_REFRESH)
        case .show(let candidates):
            let width = Int(statelab_terminal_columns(1))
            let lines = ColumnLayout.lines(candidates, width: width)
            // The terminal is in editing mode: end lines with \r\n ourselves.
            output.write("\r\n" + lines.joined(separator: "\r\n") + "\r\n")
            return UInt8(CC_REDISPLAY)
        case .nothing:
            return UInt8(CC_REFRESH_BEEP)
        }
    }

    /// The text of the current line between two of libedit's pointers.
    private func lineText(
        from start: KeyPath<LineInfo, UnsafePointer<CChar>?>,
        to end: KeyPath<LineInfo, UnsafePointer<CChar>?>
    ) -> String {
        guard let info = statelab_el_line(editLine)?.pointee,
              let from = info[keyPath: start], let to = info[keyPath: end], to > from else { return "" }
        let bytes = UnsafeRawPointer(from).assumingMemoryBound(to: UInt8.self)
        return String(decoding: UnsafeBufferPointer(start: bytes, count: to - from), as: UTF8.self)
    }
}
