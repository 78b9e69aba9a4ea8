import Interpreter
import CEditLineBridge
public enum ConsoleModule {
    public static func run() {
        let session = Session { print($0, terminator: "") }
        if case .failure(let d) = session.evaluate("let x = \n", file: "t.swift") {
            print(DiagnosticRenderer().render(d), terminator: "")
        }
    }
}
