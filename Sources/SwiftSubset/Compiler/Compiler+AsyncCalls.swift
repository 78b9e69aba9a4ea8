/// `await`: where a call of an `async` function must be marked, and where
/// one may be made at all.
///
/// A call of an `async` function, method or initializer the program
/// declares is refused as swiftc refuses it, at the call: in an async
/// context without an `await` covering it, "expression is 'async' but is
/// not marked with 'await'"; in a synchronous function (with or without
/// `await`), "'async' call in a function that does not support
/// concurrency". Async contexts are `async` functions and methods, a
/// closure written `async` or with an `await` of its own (swiftc infers it
/// `async`) or given to `Task { }`, and top-level code with an `await` of its own; an `async let`
/// is awaited where it is read. Not judged: a closure with no `await` and
/// not written `async` given to another API (whether it is async depends on
/// the parameter — SwiftUI's `.task { }` takes an async closure, a
/// button's action does not), and the library's own async functions.
extension Compiler {
    func checkAwaitCovers(_ function: CompiledFunction, at position: SourcePosition) {
        guard Compiler.refuses else { return }
        guard function.isAsync, let isAsync = asyncContextHere() else { return }
        if !isAsync {
            error(LanguageMessages.asyncCallInSyncFunction, at: position)
        } else if context.awaitCover == 0 {
            // At the start of the whole expression, where the `await` goes.
            error(LanguageMessages.asyncCallNotAwaited, at: outermostExpressionStart ?? position)
        }
    }

    /// Where an expression's first token is, through operators too.
    static func leftmostPosition(of expr: Expr) -> SourcePosition {
        switch expr.kind {
        case .binary(_, let a, _), .compoundAssign(_, let a, _), .ternary(let a, _, _), .postfix(_, let a):
            return leftmostPosition(of: a)
        case .assign(_, let value):
            return leftmostPosition(of: value)   // `x = 1 + load()`: swiftc wants it after the `=`
        case .cast(let a, _, _):
            return leftmostPosition(of: a)
        default:
            return startPosition(of: expr)
        }
    }

    /// Whether the code being compiled may suspend; nil where that is not judged.
    private func asyncContextHere() -> Bool? {
        switch context.kind {
        case .topLevel:
            return topLevelAwaitScan?.hasOwnAwait ?? false
        case .function, .method, .initializer:
            return context.function?.isAsync
        case .thunk:
            return context.isGlobalInitializer ? topLevelAwaitScan?.hasOwnAwait ?? false : nil
        case .closure:
            guard let function = context.function else { return nil }
            return function.isAsync || context.isTaskOperation || context.awaitScan?.hasOwnAwait == true ? true : nil
        case .accessor, .deinitializer:
            return nil
        }
    }

    /// Whether `statements` have an `await` of their own: not one inside a
    /// closure or a function declared in them.
    static func containsOwnAwait(_ statements: [Stmt]) -> Bool {
        var all = Set<SourcePosition>(), nested = Set<SourcePosition>()
        func collectNested(_ inner: [Stmt]) {
            visitStatements(inner) { e in if case .await = e.kind { nested.insert(e.position) } }
        }
        visitStatements(statements) { e in
            switch e.kind {
            case .await: all.insert(e.position)
            case .closure(let closure): collectNested(closure.body)
            default: break
            }
        }
        var forAwait = false
        visitStatementKinds(statements) { kind in
            switch kind {
            case .function(let decl), .localFunction(_, let decl): collectNested(decl.body ?? [])
            case .forIn(let loop) where loop.isAwait: forAwait = true   // `for await x in stream`
            default: break
            }
        }
        return forAwait || !all.subtracting(nested).isEmpty
    }
}

/// Whether a body has an `await` of its own, worked out the first time an
/// async call in it asks: most bodies have none, and are never walked.
final class AwaitScan {
    private let statements: [Stmt]
    private var found: Bool?

    init(_ statements: [Stmt]) { self.statements = statements }

    var hasOwnAwait: Bool {
        if let found { return found }
        let result = Compiler.containsOwnAwait(statements)
        found = result
        return result
    }
}
