/// A `guard let` (or `guard var`, `guard case let`) written at the top
/// level of a file binds a value the rest of the file's code sees, as a
/// local of swiftc's top-level code: a global function written after the
/// guard may read `limit` after `guard let limit = raw else { … }`. Code
/// above the guard, and an extension's members, cannot find it; a struct's,
/// class's or enum's members (a local type's too) are refused, "struct
/// declaration cannot close over value 'limit' defined in outer scope".
/// The top-level code reads its own binding; once the guard has passed,
/// each bound value is copied into a global of the same name, which the
/// functions read. (A `guard var` one side changes is changed for that side
/// only: a known gap.)
extension Compiler {
    /// The globals a top-level guard binds, declared with the file's other
    /// globals: the type of an optional binding's value, unwrapped, as far
    /// as the declaring pass can tell without compiling it.
    func declareTopLevelGuardGlobals(_ conditions: [Condition], elseEnd: SourcePosition) {
        for condition in conditions {
            for binding in conditionBindings(condition) where binding.name != "_" && env.variables[binding.name] == nil {
                var type = StaticType.unknown
                if case .optionalBinding(_, let expr, nil) = condition { type = shallowType(of: expr).wrappedIfOptional }
                let index = rt.globals.count
                rt.globals.append(Box(.void))
                env.variables[binding.name] = GlobalEnvironment.Variable(
                    index: index, type: type, isMutable: binding.isMutable, ownership: binding.ownership,
                    position: binding.position, guardEnd: elseEnd)
            }
        }
    }

    /// A read of the top-level guard binding `variable` at `position`:
    /// nil where it is not in scope (above the guard, in an extension).
    func readGuardBinding(_ variable: GlobalEnvironment.Variable, _ name: String, at position: SourcePosition) -> Compiled? {
        guard let end = variable.guardEnd, position > end, extendedType == nil else { return nil }
        guard let type = context.selfType else { return Compiled(eval: loadGlobal(variable), type: variable.type) }
        let kind = type.kind == .classType ? "class" : type.kind == .enumType ? "enum" : "struct"
        error(LanguageMessages.typeClosesOverOuterValue(kind, name), at: position)
        return failed(position)
    }

    /// The top-level guard's code, then its bound values copied into the
    /// globals declared for them.
    func compileTopLevelGuard(_ statement: Stmt) -> Exec {
        let exec = compileStatement(statement)
        guard case .guardStmt(let conditions, _, _) = statement.kind else { return exec }
        var copies: [(load: Eval, store: (Frame, Value) -> Void)] = []
        for condition in conditions {
            for binding in conditionBindings(condition) {
                guard let global = env.variables[binding.name], global.position == binding.position else { continue }
                if global.type == .unknown, binding.staticType.isKnown { env.variables[binding.name]?.type = binding.staticType }
                copies.append((loadLocal(binding), storeGlobal(global)))
            }
        }
        if copies.isEmpty { return exec }
        return { f throws(Unwind) in
            let flow = try exec(f)
            if case .normal = flow { for copy in copies { copy.store(f, try copy.load(f)) } }
            return flow
        }
    }
}
