/// A program's `@main` entry point, and the rule that it cannot stand
/// beside top-level code (moved unchanged from `Compiler.swift`).
extension Compiler {
    /// A file with code of its own at the top level is the program's entry
    /// point already: swiftc refuses an `@main` type beside it. (A file of
    /// declarations only may have one, as with `-parse-as-library`: a
    /// SwiftUI `App`.)
    func checkMainBesideTopLevelCode(_ statements: [Stmt]) {
        guard Compiler.refuses else { return }
        let hasTopLevelCode = statements.contains { statement in
            switch statement.kind {
            case .type, .function, .typeAlias, .importDecl: return false
            default: return true
            }
        }
        guard hasTopLevelCode else { return }
        for statement in statements {
            guard case .type(let decl) = statement.kind, decl.kind != .extensionType,
                  let main = decl.attributes.first(where: { $0.name == "main" }) else { continue }
            error(LanguageMessages.mainBesideTopLevelCode, at: main.position)
        }
    }

    /// A `@main` type that declares `static func main()` (sync or async,
    /// throwing or not) is the program's entry point, as swiftc makes it:
    /// the file's declarations are made, then `main()` runs. A SwiftUI
    /// `App` declares no `main()` of its own (the library's launches it),
    /// so it is left to `:launch`.
    func compileMainEntryPoint(_ statements: [Stmt]) -> (Exec, SourcePosition)? {
        for statement in statements {
            guard case .type(let decl) = statement.kind, decl.kind != .extensionType, decl.kind != .protocolType,
                  decl.attributes.contains(where: { $0.name == "main" }),
                  let method = decl.methods.first(where: { $0.isStatic && $0.name == "main" && $0.parameters.isEmpty }),
                  let type = env.types[decl.name],
                  let function = type.staticMethods["main"]?.first(where: { $0.function.parameters.isEmpty })?.function
            else { continue }
            let rt = self.rt
            let position = method.position
            let exec: Exec = { _ throws(Unwind) in
                var none: [Value] = []
                _ = try rt.invoke(function, captures: [], selfValue: .type(type), arguments: &none, at: position)
                return .normal
            }
            return (exec, position)
        }
        return nil
    }
}
