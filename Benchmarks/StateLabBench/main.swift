import Foundation
import Interpreter

// statelab-bench: performance measurements (and a bare file runner used
// while developing the interpreter).
let arguments = Array(CommandLine.arguments.dropFirst())
switch arguments.first {
case "eval":
    guard arguments.count > 1, let text = try? String(contentsOfFile: arguments[1], encoding: .utf8) else {
        FileHandle.standardError.write("usage: statelab-bench eval FILE.swift\n".data(using: .utf8)!)
        exit(2)
    }
    let session = Session { print($0, terminator: "") }
    if case .failure(let diagnostics) = session.evaluate(text, file: arguments[1]) {
        FileHandle.standardError.write(DiagnosticRenderer().render(diagnostics).data(using: .utf8)!)
        exit(1)
    }
default:
    print("usage: statelab-bench eval FILE.swift")
}
