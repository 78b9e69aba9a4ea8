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
/// - "value 'x' was defined but never used; consider replacing with
///   boolean test" (an `if let`/`guard let` name nothing reads),
/// - "immutable value 'i' was never used; consider replacing with '_' or
///   removing it" (a `for` loop's name; "variable" for `for var`).
///
/// The compile walk marks a local read where it compiles its name as a
/// value, and written where it compiles a write to a place rooted at it
/// (`LocalBinding.isRead`, `isWritten`, `LValue.writtenLocal`, marked in
/// `checkWritable`, which every kind of write passes through). A member
/// is read through a place too, so a read counts where a name is
/// compiled as a value for any reason: a missed warning is possible, a
/// wrong one is not meant to be. Locals declared with a tuple pattern,
/// a wrapper, `weak`, `unowned`, `async let`, or no value are not
/// judged, nor a `switch` case's names, nor globals.
extension Compiler {
    /// How a local came to be, which words swiftc's warning.
    enum UnusedValueKind {
        /// `let x = …`, `var x = …`.
        case declared
        /// `if let x = …`, `guard var x`, `if let x`.
        case conditional
        /// A `for` loop's names (`for i in …`, `for (a, b) in …`).
        case pattern
    }

    func noteUnusedValueCandidate(_ decl: LocalDecl) {
        guard decl.wrapper == nil, case .binding(let binding) = decl.pattern else { return }
        noteUnusedValueCandidate(binding, .declared)
    }

    func noteUnusedValueCandidate(_ binding: LocalBinding, _ kind: UnusedValueKind) {
        guard binding.ownership == .strong, !binding.isAsyncLet, binding.name != "self", !binding.name.hasPrefix("$"),
              binding.wrapperBacking == nil else { return }
        unusedValueCandidates.append((binding, declarationBody, kind))
    }

    /// The warnings, in swiftc's order: top-level code's first, then each
    /// declaration body's, in source order; in each, the dropped results
    /// as found, then the unused locals (swiftc judges those at the body's
    /// end).
    func compileWarnings() -> [Diagnostic] {
        typealias Keyed = (key: (Int, SourcePosition, Int, SourcePosition), warning: Diagnostic)
        func keyed(_ message: Message, at position: SourcePosition, body: SourcePosition?, group: Int) -> Keyed {
            ((body == nil ? 0 : 1, body ?? SourcePosition(file: "", line: 0, column: 0), group, position),
             Diagnostic(.warning, message, at: position, sourceLine: sourceLine(position)))
        }
        var seen = Set<ObjectIdentifier>()   // a body compiled twice notes its locals twice
        var found: [Keyed] = unusedValueCandidates.compactMap { candidate in
            let binding = candidate.binding
            guard seen.insert(ObjectIdentifier(binding)).inserted else { return nil }
            // Written where a `let` cannot be (an error said already), or
            // a `var` changed: nothing to say.
            guard !binding.isWritten, let message = Compiler.unusedValueMessage(binding, candidate.kind) else { return nil }
            return keyed(message, at: binding.position, body: candidate.body, group: 1)
        }
        var said = Set<SourcePosition>()
        for result in unusedResults where said.insert(result.position).inserted {
            found.append(keyed(result.message, at: result.position, body: result.body, group: 0))
        }
        return found.sorted { a, b in
            (a.key.0, a.key.1.line, a.key.1.column, a.key.2, a.key.3.line, a.key.3.column)
                < (b.key.0, b.key.1.line, b.key.1.column, b.key.2, b.key.3.line, b.key.3.column)
        }.map(\.warning)
    }

    private static func unusedValueMessage(_ binding: LocalBinding, _ kind: UnusedValueKind) -> Message? {
        if binding.isRead {
            return binding.isMutable ? LanguageMessages.variableNeverMutated(binding.name) : nil
        }
        switch kind {
        case .declared: return LanguageMessages.initializationNeverUsed(binding.name, isVariable: binding.isMutable)
        case .conditional: return LanguageMessages.conditionalValueNeverUsed(binding.name)
        case .pattern: return LanguageMessages.patternValueNeverUsed(binding.name, isVariable: binding.isMutable)
        }
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
