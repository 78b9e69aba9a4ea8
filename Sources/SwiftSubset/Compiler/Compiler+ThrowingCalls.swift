/// `try`: where a call that can throw must be marked, and where a thrown
/// error has somewhere to go.
extension Compiler {
    /// A call of a function the program declares `throws`, not covered by
    /// a `try`, is refused as swiftc refuses it, at the call: "call can
    /// throw but is not marked with 'try'", or, in a function that does not
    /// throw and no `do` with `catch`, "… and the error is not handled".
    /// In a closure, which of the two is said once its body is compiled:
    /// a closure throws if a `try` or `throw` in it is not caught there
    /// (whatever function type the context gives it), so a call that
    /// lacks `try` in one that does not throw is "not handled". An
    /// accessor handles errors only if it is declared `get throws`.
    /// Not judged: a callee that takes a function (it may be `rethrows`,
    /// which the declaration does not say apart here), and calls in
    /// default values and property initializers. A global's initializer
    /// is top-level code.
    func checkTryCovers(_ function: CompiledFunction, at position: SourcePosition) {
        guard Compiler.refuses else { return }
        checkAwaitCovers(function, at: position)
        guard function.isThrowing, context.tryCover == 0 else { return }
        let takesFunction = function.parameters.contains { parameter in
            if case .function = parameter.type.wrappedIfOptional { return true }
            return !parameter.type.isKnown
        }
        guard !takesFunction else { return }
        requireTry(at: position)
    }

    /// A throwing call at `position` with no `try` covering it: refused
    /// here, or, in a closure, once the closure is known to throw or not.
    func requireTry(at position: SourcePosition) {
        if context.kind == .closure {
            context.unmarkedThrowingCalls.append((position, context.catchDepth > 0))
            return
        }
        guard let handled = errorsHandledHere() else { return }
        error(handled ? LanguageMessages.callNotMarkedWithTry : LanguageMessages.callNotMarkedNorHandled, at: position)
    }

    /// A `try` in a function that does not throw, outside any `do` with
    /// `catch` clauses: "errors thrown from here are not handled", at the
    /// `try`. (Inside a `do` whose clauses are not exhaustive swiftc says
    /// more; that is not judged.)
    func checkTryIsHandled(at position: SourcePosition) {
        guard Compiler.refuses else { return }
        if errorsHandledHere() == false { error(LanguageMessages.errorsNotHandled, at: position) }
    }

    /// Whether an error thrown here is handled (caught or passed on); nil
    /// where that is not judged (closures, default values).
    private func errorsHandledHere() -> Bool? {
        switch context.kind {
        case .topLevel:
            return true
        case .function, .method, .initializer, .accessor:
            guard let function = context.function else { return nil }
            return function.isThrowing || context.catchDepth > 0
        case .thunk:
            return context.isGlobalInitializer ? true : nil
        case .closure, .deinitializer:
            return nil
        }
    }

    /// Where an expression's first token is: a member access, call or
    /// subscript starts where its base does.
    static func startPosition(of expr: Expr) -> SourcePosition {
        switch expr.kind {
        case .member(let base, _), .call(let base, _), .subscriptAccess(let base, _), .tupleIndex(let base, _),
             .optionalChain(let base), .forceUnwrap(let base), .specialized(let base, _):
            return startPosition(of: base)
        default:
            return expr.position
        }
    }
}
