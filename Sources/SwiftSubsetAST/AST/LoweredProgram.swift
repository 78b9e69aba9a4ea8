/// A lowered file or entry: its top-level statements, and the number of
/// frame slots its top-level (non-global) locals need.
package struct LoweredProgram {
    package var statements: [Stmt]
    package var slotCount: Int

    package init(statements: [Stmt], slotCount: Int) {
        self.statements = statements
        self.slotCount = slotCount
    }
}

/// An `import` met while lowering: whether its module exists is the
/// interpreter's to say (it knows which libraries are installed), so
/// lowering stays a function of the text alone.
package struct LoweredImport: Equatable {
    package var module: String
    /// Where the module's name is written.
    package var position: SourcePosition
    /// How many lowering errors came before it: an error for this import
    /// goes there, so errors stay in the order lowering met them.
    package var diagnosticIndex: Int

    package init(module: String, position: SourcePosition, diagnosticIndex: Int) {
        self.module = module
        self.position = position
        self.diagnosticIndex = diagnosticIndex
    }
}

extension FunctionDecl {
    /// A subscript's getter and setter are lowered as methods with these
    /// names (the setter takes `newValue:` after the subscript's own
    /// parameters); the compiler dispatches `x[i]` to them.
    package static let subscriptGetter = "subscript"
    package static let subscriptSetter = "subscript(set)"
}
