/// swiftc's warnings for a value computed as a statement and dropped —
/// the learner's `names.sorted()` that was meant to sort `names`:
///
/// - "result of call to 'sorted()' is unused": a standard method that
///   returns a new value and changes nothing (a fixed list, below), or a
///   function the program declares without `@discardableResult`,
/// - "result of operator '==' is unused": `count == 5` meant as `=`.
///
/// swiftc names a method by its declaration: its labels (`sorted(by:)`
/// for `sorted { … }`), its base name alone when no parameter has a label
/// (`map`, `add`), `name()` when it has none.
extension Compiler {
    /// Standard methods that only compute a result, with the label of the
    /// closure parameter a trailing closure stands for.
    private static let resultOnlyMethods: [String: String?] = [
        "sorted": "by", "reversed": nil, "shuffled": nil, "uppercased": nil, "lowercased": nil,
        "map": nil, "filter": nil, "compactMap": nil, "flatMap": nil, "allSatisfy": nil,
        "contains": "where", "first": "where", "max": "by", "min": "by", "hasPrefix": nil, "hasSuffix": nil,
    ]

    private static let resultOperators: Set<String> = ["==", "!=", "<", ">", "<=", ">=", "+", "-", "*", "/", "%", "&&", "||"]

    func noteUnusedResult(_ expr: Expr, _ type: StaticType) {
        // A call to a function that never returns (`-> Never`) has no result.
        guard type.isKnown, type != .void, type.description != "Never" else { return }
        switch expr.kind {
        case .binary(let op, _, _) where Compiler.resultOperators.contains(op):
            unusedResults.append((LanguageMessages.operatorResultUnused(op), expr.position, declarationBody))
        case .call(let callee, let arguments):
            guard let name = calledName(callee, arguments) else { return }
            unusedResults.append((LanguageMessages.callResultUnused(name), callee.position, declarationBody))
        default:
            return
        }
    }

    /// How swiftc names the function a dropped call calls, or nil where no
    /// warning is certain.
    private func calledName(_ callee: Expr, _ arguments: [Argument]) -> String? {
        switch callee.kind {
        case .member(_, let name):
            guard let closureLabel = Compiler.resultOnlyMethods[name] else { return nil }
            // A program's own method of that name may be discardable.
            guard env.functions[name] == nil, !programTypesDeclare(name) else { return nil }
            let labels = arguments.map { $0.isTrailingClosure ? closureLabel : $0.label }
            return Compiler.displayName(name, labels: labels)
        case .name(.unresolved(let name), _):
            guard let overloads = env.functions[name], !overloads.isEmpty,
                  overloads.allSatisfy({ !$0.isDiscardableResult && $0.resultType != .void && $0.resultType.isKnown
                      && $0.resultType.description != "Never" }) else { return nil }
            let written = arguments.map(\.label)
            let matching = overloads.filter { $0.parameters.count == written.count && zip($0.parameters, written).allSatisfy { $0.label == $1 } }
            guard matching.count == 1, let function = matching.first else { return nil }
            return Compiler.displayName(name, labels: function.parameters.map(\.label))
        default:
            return nil
        }
    }

    private func programTypesDeclare(_ name: String) -> Bool {
        env.types.values.contains { type in
            Compiler.isProgramType(type) && type.methods.keys.contains(name)
        }
    }

    static func displayName(_ name: String, labels: [String?]) -> String {
        if labels.isEmpty { return name + "()" }
        if labels.allSatisfy({ $0 == nil }) { return name }
        return name + "(" + labels.map { ($0 ?? "_") + ":" }.joined() + ")"
    }
}
