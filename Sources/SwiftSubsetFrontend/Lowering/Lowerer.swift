import SwiftSubsetAST
import SwiftSyntax

/// Lowers a SwiftSyntax tree into StateLab's compact AST in one walk.
///
/// Lexical scoping of locals happens here: every local gets a frame slot,
/// and closures learn which variables of enclosing functions they capture.
/// Anything outside the supported subset is reported at its exact location
/// as `unsupported in StateLab: <construct>` — never ignored.
final class Lowerer {
    let source: SourceFile
    private(set) var diagnostics: [Diagnostic] = []
    var scope: LoweringScope
    /// Hidden globals made for top-level tuple destructuring.
    var hiddenGlobalCount = 0
    /// Every `import`, in order: which modules exist is for the
    /// interpreter to say, so lowering is a function of the text alone.
    private(set) var imports: [LoweredImport] = []

    init(source: SourceFile) {
        self.source = source
        self.scope = LoweringScope(kind: .topLevel, parent: nil)
    }

    /// The lowered top-level statements and the number of slots the
    /// top-level code needs for its (non-global) locals.
    func lowerFile() -> LoweredProgram {
        let statements = lowerItems(source.tree.statements, topLevel: true)
        return LoweredProgram(statements: statements, slotCount: scope.slotCount)
    }

    func noteImport(_ module: String, at node: some SyntaxProtocol) {
        imports.append(LoweredImport(module: module, position: position(node), diagnosticIndex: diagnostics.count))
    }

    // MARK: - Diagnostics

    func position(_ node: some SyntaxProtocol) -> SourcePosition {
        source.position(of: node)
    }

    func error(_ message: Message, at node: some SyntaxProtocol, notes: [String] = []) {
        diagnostics.append(source.diagnostic(.error, message, at: node, notes: notes))
    }

    func unsupported(_ construct: String, at node: some SyntaxProtocol) {
        error(LoweringMessages.unsupported(construct), at: node)
    }

    // MARK: - Scopes

    /// Runs `body` in a fresh function scope, returning its result and the
    /// scope (for slot count and captures).
    func withScope<T>(_ kind: LoweringScope.Kind, _ body: () -> T) -> (T, LoweringScope) {
        let saved = scope
        let parent: LoweringScope? = kind == .member ? nil : saved
        scope = LoweringScope(kind: kind, parent: parent)
        defer { scope = saved }
        let result = body()
        return (result, scope)
    }

    func withBlock<T>(_ body: () -> T) -> T {
        scope.pushBlock()
        defer { scope.popBlock() }
        return body()
    }

    // MARK: - Code blocks

    /// Lowers a list of statements. At top level (`topLevel`), variable
    /// declarations at depth 0 become globals.
    func lowerItems(_ items: CodeBlockItemListSyntax, topLevel: Bool = false) -> [Stmt] {
        var result: [Stmt] = []
        for item in items {
            switch item.item {
            case .decl(let decl):
                result += lowerDeclarationStatement(decl)
            case .stmt(let stmt):
                if let lowered = lowerStatement(stmt) { result.append(lowered) }
            case .expr(let expr):
                // A top-level `#Preview { … }` only matters to Xcode's canvas.
                if let macro = expr.as(MacroExpansionExprSyntax.self), macro.macroName.text == "Preview" { continue }
                result.append(lowerExpressionStatement(expr))
            @unknown default:
                unsupported("this statement", at: item)
            }
        }
        return result
    }

    func lowerBlock(_ block: CodeBlockSyntax) -> [Stmt] {
        withBlock { lowerItems(block.statements) }
    }

    // MARK: - Attributes and modifiers

    func lowerAttributes(_ list: AttributeListSyntax) -> [Attribute] {
        list.compactMap { element -> Attribute? in
            guard case .attribute(let attribute) = element else {
                unsupported("#if inside an attribute list", at: element)
                return nil
            }
            let name = attribute.attributeName.trimmedDescription
            var arguments: [Argument] = []
            if case .argumentList(let list)? = attribute.arguments {
                arguments = list.map { Argument(label: $0.label?.text, value: lowerExpr($0.expression)) }
            }
            return Attribute(name: name, arguments: arguments, position: position(attribute))
        }
    }

    func hasModifier(_ modifiers: DeclModifierListSyntax, _ name: String) -> Bool {
        modifiers.contains { $0.name.text == name }
    }

    /// `private` itself, not `private(set)`.
    func isPrivate(_ modifiers: DeclModifierListSyntax) -> Bool {
        modifiers.contains { $0.name.text == "private" && $0.detail == nil }
    }

    /// `private(set)`.
    func hasPrivateSetter(_ modifiers: DeclModifierListSyntax) -> Bool {
        modifiers.contains { $0.name.text == "private" && $0.detail?.detail.text == "set" }
    }
}
