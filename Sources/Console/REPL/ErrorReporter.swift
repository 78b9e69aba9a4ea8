import LiveRuntime

/// Writes what went wrong with an entry for the error stream.
///
/// At the prompt, Swift diagnostics point at `<repl>` and other errors read
/// `error: …`. In a script or a pipe every report starts with where the
/// entry is in the input: a diagnostic in the entry points at its input
/// line (`script.txt:4:9: error: …`), any other error is prefixed with the
/// entry's first line (`script.txt:3: error: unknown command :foo`).
struct ErrorReporter {
    enum Mode: Equatable {
        case interactive
        /// Reading the input named `inputName` (a path, or `<stdin>`).
        case script(inputName: String)
    }

    let mode: Mode
    let styler: Styler

    /// The file name entries are evaluated under, which diagnostics show.
    var codeFileName: String {
        switch mode {
        case .interactive: return "<repl>"
        case .script(let inputName): return inputName
        }
    }

    /// Where the session should number an entry's lines from: its line in
    /// a script or pipe; at the prompt, after the entries before it.
    func firstLine(of entry: Entry) -> Int? {
        switch mode {
        case .interactive: return nil
        case .script: return entry.firstLine
        }
    }

    func report(_ error: ConsoleError, for entry: Entry) -> String {
        let renderer = DiagnosticRenderer(color: styler.isEnabled)
        switch (mode, error) {
        case (.interactive, .diagnostics(let diagnostics)):
            return renderer.render(diagnostics)
        case (.interactive, .refused(_, let diagnostics)):
            return styler.apply(.error, to: "error:") + " " + error.message + "\n" + renderer.render(diagnostics)
        case (.interactive, _):
            return styler.apply(.error, to: "error:") + " " + error.message + "\n"
        case (.script(let inputName), .diagnostics(let diagnostics))
            where entry.kind == .code && diagnostics.allSatisfy({ $0.position.file == inputName }):
            return renderer.render(diagnostics)
        case (.script(let inputName), .diagnostics(let diagnostics)):
            return "\(inputName):\(entry.firstLine): error: \(entry.text) failed:\n" + renderer.render(diagnostics)
        case (.script(let inputName), .refused(_, let diagnostics)):
            return "\(inputName):\(entry.firstLine): error: \(error.message)\n" + renderer.render(diagnostics)
        case (.script(let inputName), _):
            return "\(inputName):\(entry.firstLine): error: \(error.message)\n"
        }
    }

}
