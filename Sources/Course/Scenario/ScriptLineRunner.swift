import Interpreter

/// Runs one script line in a session as if typed: a `:command` through the
/// live runtime's commands, anything else as Swift.
/// (Temporary: replaced by the live runtime's own command parser.)
enum ScriptLineRunner {
    /// The line's failure, rendered, or nil.
    static func run(_ line: CommandScript.Line, in session: Session) -> String? {
        guard line.isCommand else {
            switch session.evaluate(line.text, file: line.location.file, firstLine: line.location.line, mode: .file) {
            case .success: return nil
            case .failure(let diagnostics): return DiagnosticRenderer().render(diagnostics)
            }
        }
        let text = String(line.text.dropFirst())
        let parts = text.split(separator: " ", maxSplits: 1)
        let command = parts.first.map(String.init) ?? ""
        let argument = parts.count > 1 ? String(parts[1]).trimmingCharacters(in: " ") : ""
        do throws(Session.CommandFailure) {
            switch command {
            case "launch":
                let single = argument.contains("--single-pass")
                let name = argument.replacingEvery("--single-pass", with: "").trimmingCharacters(in: " ")
                try session.launch(name.isEmpty ? nil : name, singlePass: single)
            case "tap": try session.tap(unquote(argument))
            case "back": try session.back()
            case "settle": try session.settle()
            case "wait":
                guard let nanoseconds = nanoseconds(argument) else { return "not a duration: \(argument)" }
                try session.wait(nanoseconds: nanoseconds)
            case "toggle": try session.toggle(unquote(argument))
            case "delete": try session.delete(row: unquote(argument))
            case "tree", "timeline", "trace", "help":
                // Pictures and help change nothing in the runtime.
                return nil
            case "type":
                let words = self.words(argument)
                try session.type(words.first ?? "", text: words.dropFirst().joined(separator: " "))
            default:
                return "unknown command :\(command)"
            }
        } catch {
            return [error.message ?? "", DiagnosticRenderer().render(error.diagnostics)].filter { !$0.isEmpty }.joined(separator: "\n")
        }
        return nil
    }

    static func unquote(_ text: String) -> String {
        if text.count >= 2, text.hasPrefix("\""), text.hasSuffix("\"") { return String(text.dropFirst().dropLast()) }
        return text
    }

    static func words(_ text: String) -> [String] {
        var words: [String] = []
        var current = ""
        var quoted = false
        for c in text {
            if c == "\"" { quoted.toggle(); continue }
            if c == " " && !quoted {
                if !current.isEmpty { words.append(current) }
                current = ""
            } else {
                current.append(c)
            }
        }
        if !current.isEmpty { words.append(current) }
        return words
    }

    static func nanoseconds(_ text: String) -> Int? {
        if text.hasSuffix("ms"), let n = Double(text.dropLast(2)) { return Int(n * 1_000_000) }
        if text.hasSuffix("s"), let n = Double(text.dropLast()) { return Int(n * 1_000_000_000) }
        return nil
    }
}
