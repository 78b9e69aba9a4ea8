/// One Swift expression compiled against the program, for a library's
/// command that takes Swift rather than a name (`:launch DetailView(userId:
/// "42")`): compiled now, with the same diagnostics an entry gets, and run
/// when the command is ready for it.
extension Interpreter {
    /// The outcome of compiling an expression.
    package enum CompiledExpression {
        /// Evaluates the expression; call it on a fiber (inside a command).
        case code(() throws(Unwind) -> Value)
        /// Syntax, lowering and compile errors, pointing into the text.
        case failure([Diagnostic])
    }

    /// Compiles `text`, which must be one expression, against everything
    /// declared so far; it declares nothing and changes nothing until run.
    /// - Parameter file: the name diagnostics point at (`<launch>`).
    package func compileExpression(_ text: String, file: String) -> CompiledExpression {
        // Each expression is a text of its own: its errors say line 1.
        let start = 1
        let lowered = lower(text, file: file, firstLine: start)
        guard let unit = lowered.program, lowered.errors.isEmpty else { return .failure(lowered.errors) }
        let compiler = Compiler(runtime: runtime, environment: environment) { [unowned self] in self.line(at: $0) }
        let position = SourcePosition(file: file, line: start, column: 1)
        guard let eval = compiler.compileLoneExpression(unit, at: position) else { return .failure(compiler.diagnostics) }
        let slotCount = unit.slotCount
        return .code { () throws(Unwind) -> Value in
            try eval(Frame.make(slotCount: max(1, slotCount), captures: []))
        }
    }
}
