/// SwiftUI's styling types named in code (`Font.title.bold()`,
/// `Animation.easeInOut(duration: 0.3)`, `EdgeInsets(top: 4, leading: 8,
/// bottom: 4, trailing: 8)`, `LinearGradient(colors: …)`, `let font: Font`):
/// StateLab models state, identity and lifecycle, not drawing, so such a
/// value is a token kept as written — what `.font(.title.bold())` already
/// is — and the type is the library's token type (`Library.stylingTypeNames`).
extension Compiler {
    /// `name` is a styling type here: the library's, not one the program
    /// declares, nor a variable.
    func isStylingName(_ name: String) -> Bool {
        library.tokenType != nil && library.stylingTypeNames.contains(name)
            && env.types[name] == nil && env.variables[name] == nil && lookupType(name) == nil
    }

    /// `Font.title.bold()`: the chain with its root type dropped is an
    /// implicit member chain of the token type (`.title.bold()`); nil when
    /// `expr` is not rooted in a styling type.
    func compileStylingChain(_ expr: Expr) -> Compiled? {
        guard let chain = droppingStylingRoot(expr) else { return nil }
        return compileTokenPart(chain)
    }

    private func droppingStylingRoot(_ expr: Expr) -> Expr? {
        switch expr.kind {
        case .member(let base, let name):
            if case .name(.unresolved(let root), _) = base.kind, isStylingName(root) {
                return Expr(.implicitMember(name), expr.position)
            }
            return droppingStylingRoot(base).map { Expr(.member($0, name), expr.position) }
        case .call(let callee, let arguments):
            guard case .member = callee.kind else { return nil }
            return droppingStylingRoot(callee).map { Expr(.call($0, arguments), expr.position) }
        default:
            return nil
        }
    }

    /// `EdgeInsets(top: 4, leading: 8, bottom: 4, trailing: 8)`: a token
    /// of the type's name and its arguments, each compiled as a token.
    func compileStylingConstruction(_ name: String, _ arguments: [Argument]) -> Compiled {
        compileToken(name, arguments: arguments, prefix: "")
    }
}
