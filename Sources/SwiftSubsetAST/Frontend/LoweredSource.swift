/// What the frontend made of one Swift text: swiftc's syntax errors, or
/// else lowering's errors, the imports met, and the lowered program.
///
/// The program is kept even when lowering reported errors (a construct it
/// replaced by `.discard`): the interpreter does not run such a program,
/// but a reader of one expression (a lesson's checker call) can still say
/// which part was not what it expected.
package struct LoweredSource {
    package var syntaxErrors: [Diagnostic] = []
    package var loweringErrors: [Diagnostic] = []
    package var imports: [LoweredImport] = []
    package var program: LoweredProgram?
    /// Spent in the frontend parsing and checking syntax, and lowering.
    package var parseTime: Duration = .zero
    package var lowerTime: Duration = .zero

    package init(syntaxErrors: [Diagnostic] = [], loweringErrors: [Diagnostic] = [], imports: [LoweredImport] = [],
                 program: LoweredProgram? = nil) {
        self.syntaxErrors = syntaxErrors
        self.loweringErrors = loweringErrors
        self.imports = imports
        self.program = program
    }

    /// Lowering's errors, with one for each import of a module that is not
    /// in `known`, each where lowering met it.
    /// - Parameter error: makes the error for an unknown module at its place.
    package func loweringErrors(knownModules known: Set<String>,
                                error: (LoweredImport) -> Diagnostic) -> [Diagnostic] {
        var errors = loweringErrors
        var inserted = 0
        for item in imports where !known.contains(item.module) {
            errors.insert(error(item), at: min(errors.count, item.diagnosticIndex + inserted))
            inserted += 1
        }
        return errors
    }

    // MARK: - Bytes

    /// Writes the answer to a `lower` request.
    package func write(to w: inout ASTWriter) {
        w.out.unsigned(UInt64(max(0, Self.nanoseconds(parseTime))))
        w.out.unsigned(UInt64(max(0, Self.nanoseconds(lowerTime))))
        FrontendWire.write(syntaxErrors, to: &w)
        FrontendWire.write(loweringErrors, to: &w)
        w.out.count(imports.count)
        for item in imports {
            w.out.string(item.module)
            w.position(item.position)
            w.out.count(item.diagnosticIndex)
        }
        if let program {
            w.out.bool(true)
            w.program(program)
        } else {
            w.out.bool(false)
        }
    }

    /// Reads what `write(to:)` wrote.
    package static func read(from r: inout ASTReader) throws(WireError) -> LoweredSource {
        let parse = try r.input.unsigned()
        let lower = try r.input.unsigned()
        var source = LoweredSource()
        source.parseTime = .nanoseconds(Int64(clamping: parse))
        source.lowerTime = .nanoseconds(Int64(clamping: lower))
        source.syntaxErrors = try FrontendWire.readDiagnostics(&r)
        source.loweringErrors = try FrontendWire.readDiagnostics(&r)
        let n = try r.input.count()
        for _ in 0..<n {
            let module = try r.input.string()
            let position = try r.position()
            source.imports.append(LoweredImport(module: module, position: position, diagnosticIndex: try r.input.index()))
        }
        if try r.input.bool() { source.program = try r.program() }
        return source
    }

    static func nanoseconds(_ duration: Duration) -> Int64 {
        let (seconds, attoseconds) = duration.components
        return seconds &* 1_000_000_000 &+ attoseconds / 1_000_000_000
    }
}
