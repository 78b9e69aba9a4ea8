/// `xs.enumerated()`, `zip(a, b)` and `stride(from:to:by:)` give
/// swiftc's `EnumeratedSequence<Base>`, `Zip2Sequence<A, B>`,
/// `StrideTo<T>`/`StrideThrough<T>`; StateLab runs them as arrays of their
/// elements, which is all a loop, `map` or `Array(…)` sees. Showing one
/// whole — `print`, `debugPrint`, `dump`, `String(describing:)`, an
/// interpolation, `type(of:)` — would show an array where swiftc shows the
/// wrapper (`StrideTo<Int>(_start: 0, _end: 10, _stride: 2)`), so it is
/// refused by name: the call itself, or a variable given one directly.
extension Compiler {
    /// The wrapper type `expr` makes, if it is one of those calls or a
    /// variable given one.
    func sequenceWrapper(_ expr: Expr) -> String? {
        let e = Compiler.unparenthesized(expr)
        switch e.kind {
        case .call(let callee, let arguments):
            let labels = arguments.map(\.label)
            switch callee.kind {
            case .member(_, "enumerated") where arguments.isEmpty: return "EnumeratedSequence"
            case .name(.unresolved("zip"), _) where labels == [nil, nil]: return "Zip2Sequence"
            case .name(.unresolved("stride"), _) where labels == ["from", "to", "by"]: return "StrideTo"
            case .name(.unresolved("stride"), _) where labels == ["from", "through", "by"]: return "StrideThrough"
            default: return nil
            }
        case .name(.local(let binding), _), .name(.captured(_, let binding), _):
            return sequenceWrapperVariables[.local(ObjectIdentifier(binding))]
        case .name(.unresolved(let name), _):
            return sequenceWrapperVariables[.global(name)]
        default:
            return nil
        }
    }

    /// Notes a variable declared with one of those calls as its value.
    func noteSequenceWrapper(_ key: SequenceWrapperKey, initializer: Expr) {
        if let wrapper = sequenceWrapper(initializer) { sequenceWrapperVariables[key] = wrapper }
    }

    /// Refuses showing one of `expressions` that is a sequence wrapper;
    /// whether one was refused.
    func refuseShownSequenceWrapper(_ expressions: [Expr]) -> Bool {
        guard Compiler.refuses else { return false }
        for expr in expressions {
            guard let wrapper = sequenceWrapper(expr) else { continue }
            error(LanguageMessages.sequenceWrapperShown(wrapper), at: Compiler.startPosition(of: expr))
            return true
        }
        return false
    }
}

/// A variable `Compiler.sequenceWrapperVariables` knows.
enum SequenceWrapperKey: Hashable {
    case local(ObjectIdentifier)
    case global(String)
}
