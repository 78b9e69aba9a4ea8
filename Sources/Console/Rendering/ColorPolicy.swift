/// Decides whether StateLab writes ANSI colour to a stream.
///
/// Colour is on only when the stream is a terminal and nothing says
/// otherwise: `--no-color`, a non-empty `NO_COLOR` (no-color.org), or a
/// `TERM` that is `dumb` or missing.
public enum ColorPolicy {
    public static func allowsColor(
        streamIsTerminal: Bool, environment: [String: String], noColorFlag: Bool
    ) -> Bool {
        guard streamIsTerminal, !noColorFlag else { return false }
        if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return false }
        guard let term = environment["TERM"], !term.isEmpty, term != "dumb" else { return false }
        return true
    }
}
