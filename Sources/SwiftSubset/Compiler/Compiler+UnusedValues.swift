/// swiftc's warnings about a local declared with a value and then never
/// used, or a `var` never changed:
///
/// - "initialization of immutable value 'x' was never used; consider
///   replacing with assignment to '_' or removing it" (a `let` nothing
///   reads),
/// - "initialization of variable 'x' was never used; …" (a `var` nothing
///   reads or changes),
/// - "variable 'x' was never mutated; consider changing to 'let' constant"
///   (a `var` read but never assigned, passed `inout` or changed by a
///   `mutating` call — a class instance's properties set through it do
///   not change the variable).
///
/// The compile walk marks a local read where it compiles its name as a
/// value, and written where it compiles a write to a place rooted at it
/// (`LocalBinding.isRead`, `isWritten`, `LValue.writtenLocal`, marked in
/// `checkWritable`, which every kind of write passes through). A member
/// is read through a place too, so a read counts where a name is
/// compiled as a value for any reason: a missed warning is possible, a
/// wrong one is not meant to be. Locals declared with a pattern, a wrapper, `weak`,
/// `unowned`, `async let`, or no value are not judged; nor are globals.
extension Compiler {
    func noteUnusedValueCandidate(_ decl: LocalDecl) {
        guard decl.wrapper == nil, case .binding(let binding) = decl.pattern, binding.ownership == .strong,
              !binding.isAsyncLet, !binding.name.hasPrefix("$"), binding.wrapperBacking == nil,
              !unusedValueCandidates.contains(where: { $0.binding === binding }) else { return }
        unusedValueCandidates.append((binding, declarationBody))
    }

    /// The warnings, in swiftc's order: top-level code's locals first,
    /// then each declaration body's, in source order.
    func unusedValueWarnings() -> [Diagnostic] {
        let found: [(key: (Int, SourcePosition, SourcePosition), warning: Diagnostic)] = unusedValueCandidates.compactMap { candidate in
            let binding = candidate.binding
            let message: Message
            if binding.isWritten {
                // Written where a `let` cannot be (an error said already),
                // or a `var` changed: nothing to say.
                return nil
            } else if !binding.isRead {
                message = LanguageMessages.initializationNeverUsed(binding.name, isVariable: binding.isMutable)
            } else if binding.isMutable {
                message = LanguageMessages.variableNeverMutated(binding.name)
            } else {
                return nil
            }
            let key = (candidate.body == nil ? 0 : 1, candidate.body ?? binding.position, binding.position)
            return (key, Diagnostic(.warning, message, at: binding.position, sourceLine: sourceLine(binding.position)))
        }
        return found.sorted { a, b in
            (a.key.0, a.key.1.line, a.key.1.column, a.key.2.line, a.key.2.column)
                < (b.key.0, b.key.1.line, b.key.1.column, b.key.2.line, b.key.2.column)
        }.map(\.warning)
    }

    /// A method called on a receiver whose type is not known here (a
    /// generic `S.Iterator`'s `next()`, an existential's requirement) is
    /// found at run time and may be `mutating`: the receiver counts as
    /// written, so no "never mutated" is said of it.
    func noteRunTimeDispatch(on receiver: LValue, _ type: StaticType) {
        if !type.isFullyKnown { receiver.writtenLocal?.isWritten = true; return }
        if case .nominal(let info, _) = type, info.kind == .protocolType { receiver.writtenLocal?.isWritten = true }
    }

    /// The local a write to `place` changes: the name at the bottom of
    /// its chain of members, subscripts, tuple elements and unwraps —
    /// unless that local holds a class instance and the chain goes
    /// through it (`var c = Counter(); c.count = 1` changes the object,
    /// not `c`).
    static func writtenLocal(_ place: Expr) -> LocalBinding? {
        var expr = place
        var steps = 0
        while true {
            switch expr.kind {
            case .name(.local(let binding), _), .name(.captured(_, let binding), _):
                if steps > 0, case .nominal(let info, _) = binding.staticType, info.kind == .classType { return nil }
                return binding
            case .member(let base, _), .subscriptAccess(let base, _), .tupleIndex(let base, _), .forceUnwrap(let base),
                 .optionalChain(let base), .optionalEvaluation(let base):
                expr = base
                steps += 1
            default:
                return nil
            }
        }
    }
}
