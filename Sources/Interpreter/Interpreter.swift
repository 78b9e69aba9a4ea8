import SwiftParser
import SwiftSyntax
import SwiftParserDiagnostics
import ViewGraph
public enum InterpreterModule {
    public static func syntaxErrors(_ source: String) -> Int {
        let tree = Parser.parse(source: source)
        return ParseDiagnosticsGenerator.diagnostics(for: tree).count
    }
}
