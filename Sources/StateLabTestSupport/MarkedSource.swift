import LiveRuntime
import SwiftSubset
import Testing

/// Source with position markers, as swift-syntax's tests write them:
/// `let x = 1️⃣` marks line 1, column 9. The markers are removed from the
/// text and their positions kept.
public struct MarkedSource {
    public let text: String
    public let markers: [String: (line: Int, column: Int)]

    public static let markerSymbols = ["1️⃣", "2️⃣", "3️⃣", "4️⃣", "5️⃣", "6️⃣", "7️⃣", "8️⃣", "9️⃣"]

    public init(_ marked: String) {
        var text = ""
        var markers: [String: (Int, Int)] = [:]
        var line = 1, column = 1
        var rest = Substring(marked)
        outer: while let character = rest.first {
            for symbol in Self.markerSymbols where rest.hasPrefix(symbol) {
                markers[symbol] = (line, column)
                rest = rest.dropFirst(symbol.count)
                continue outer
            }
            text.append(character)
            if character == "\n" {
                line += 1
                column = 1
            } else {
                column += 1
            }
            rest = rest.dropFirst()
        }
        self.text = text
        self.markers = markers
    }
}

/// Evaluates `source` (with markers) in a fresh interpreter — the language
/// alone, or with `live` the live runtime's session (SwiftUI) — and
/// returns what it printed and the diagnostics, with the marked positions.
public func evaluateMarked(_ marked: String, file: String = "test.swift", options: Interpreter.Options = Interpreter.Options(),
                           live: Bool = false)
    -> (output: String, diagnostics: [Diagnostic], source: MarkedSource) {
    let source = MarkedSource(marked)
    let (output, diagnostics) = evaluate(source.text, file: file, options: options, live: live)
    return (output, diagnostics, source)
}

/// Evaluates Swift in a fresh interpreter (with `live`, a live session):
/// what it printed, and the diagnostics if it failed.
public func evaluate(_ source: String, file: String = "test.swift", options: Interpreter.Options = Interpreter.Options(),
                     mode: Interpreter.Mode = .file, live: Bool = false)
    -> (output: String, diagnostics: [Diagnostic]) {
    let buffer = OutputBuffer()
    let result: Interpreter.Result
    if live {
        result = Session(options: options) { buffer.append($0) }.evaluate(source, file: file, mode: mode)
    } else {
        result = Interpreter(options: options) { buffer.append($0) }.evaluate(source, file: file, mode: mode)
    }
    guard case .failure(let diagnostics) = result else { return (buffer.text, []) }
    for fault in diagnostics where fault.isInternal {
        Issue.record("StateLab reported an internal error: \(fault.position): \(fault.message)")
    }
    return (buffer.text, diagnostics)
}
