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
        // Its full name is known once the initializer is compiled.
        if let wrapper = sequenceWrapper(initializer), Compiler.plainSequenceWrappers.contains(wrapper) {
            sequenceWrapperInitializers[key] = initializer
        }
    }

    // MARK: - Sequences that are not collections

    /// The wrappers that are only Sequences: `Zip2Sequence` and the
    /// strides (`EnumeratedSequence` over a collection is a
    /// RandomAccessCollection since Swift 6.2).
    static let plainSequenceWrappers: Set<String> = ["Zip2Sequence", "StrideTo", "StrideThrough"]

    /// Members of Collection and BidirectionalCollection that a plain
    /// Sequence lacks; swiftc says the value "has no member" by base name.
    static let collectionOnlyMembers: Set<String> = [
        "last", "lastIndex", "isEmpty", "randomElement", "firstIndex", "indices", "startIndex", "endIndex",
        "index", "formIndex", "distance", "popLast", "popFirst", "removeFirst", "removeLast",
    ]

    /// Notes swiftc's name for the wrapper a `zip`/`stride` call makes
    /// (`Zip2Sequence<[Int], ClosedRange<Int>>`, `StrideTo<Double>`), from
    /// its compiled arguments' types, for the refusals below.
    func noteSequenceWrapperCall(_ name: String, _ arguments: [Argument], _ types: [StaticType], at position: SourcePosition) {
        // A range's name is known only where it is written (`Range` and
        // `ClosedRange` are one static type here).
        // swiftc's diagnostics write `[Int]`, the running program `Array<Int>`.
        var names: [String] = [], runtimeNames: [String] = [], qualifiedNames: [String]? = []
        for (argument, type) in zip(arguments, types) {
            if let range = writtenRangeName(argument.value, type) {
                names.append(range)
                runtimeNames.append(range)
                qualifiedNames = nil
                continue
            }
            guard type.isFullyKnown, type.nominalType !== library.range, let runtimeName = staticTypeName(type) else { return }
            names.append(diagnosticName(type))
            runtimeNames.append(runtimeName)
            qualifiedNames?.append(staticTypeName(type, qualified: true) ?? runtimeName)
        }
        let wrapper: (String, [String]) -> String
        switch (name, arguments.map(\.label)) {
        case ("zip", [nil, nil]): wrapper = { "Zip2Sequence<\($1[0]), \($1[1])>" }
        case ("stride", ["from", "to", "by"]): wrapper = { "StrideTo<\($1[0])>" }
        case ("stride", ["from", "through", "by"]): wrapper = { "StrideThrough<\($1[0])>" }
        default: return
        }
        sequenceWrapperCallNames[position] = (wrapper(name, names), wrapper(name, runtimeNames),
                                              qualifiedNames.map { "Swift." + wrapper(name, $0) })
    }

    /// swiftc's name for the plain-Sequence wrapper `expr` is, if known:
    /// as its diagnostics write it (`Zip2Sequence<[Int], [String]>`), or,
    /// `running`, as the program prints its type (`Zip2Sequence<Array<Int>,
    /// Array<String>>`).
    func sequenceWrapperTypeName(_ expr: Expr, running: Bool = false) -> String? {
        sequenceWrapperNames(expr).map { running ? $0.running : $0.diagnostic }
    }

    /// The names `noteSequenceWrapperCall` noted for the wrapper `expr` is.
    func sequenceWrapperNames(_ expr: Expr) -> SequenceWrapperNames? {
        let e = Compiler.unparenthesized(expr)
        switch e.kind {
        case .call(let callee, _):
            guard let wrapper = sequenceWrapper(e), Compiler.plainSequenceWrappers.contains(wrapper),
                  let names = sequenceWrapperCallNames[callee.position] ?? sequenceWrapperCallNames[e.position] else { return nil }
            return names
        case .name(.local(let binding), _), .name(.captured(_, let binding), _):
            return sequenceWrapperInitializers[.local(ObjectIdentifier(binding))].flatMap(sequenceWrapperNames)
        case .name(.unresolved(let name), _):
            return sequenceWrapperInitializers[.global(name)].flatMap(sequenceWrapperNames)
        default:
            return nil
        }
    }

    /// Refuses, in swiftc's words, a Collection member of a zip or a
    /// stride (`stride(from: 0, to: 10, by: 2).last`: "value of type
    /// 'StrideTo<Int>' has no member 'last'"); StateLab holds their
    /// elements in an array, which has them all. `count` alone is
    /// Sequence's `count(where:)` to swiftc, whose error is generic;
    /// `first` alone is the method `first(where:)`, a value StateLab does
    /// not show: refused by name. Whether one was refused.
    func refuseCollectionMemberOfSequence(_ base: Expr, _ name: String, isCall: Bool, at position: SourcePosition) -> Bool {
        guard Compiler.refuses, Compiler.collectionOnlyMembers.contains(name) || (!isCall && (name == "count" || name == "first")),
              let type = sequenceWrapperTypeName(base) else { return false }
        switch name {
        case "count": error(LanguageMessages.genericParameterNotInferred("E"), at: position)
        case "first": error(LanguageMessages.sequenceFirstAsMethod(type), at: position)
        default: error(LanguageMessages.noMember(type, name), at: position)
        }
        return true
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

/// swiftc's names for a zip's or stride's type: as its diagnostics write
/// it, as the program prints it, and module-qualified (nil when a written
/// range's bounds are not qualified here).
typealias SequenceWrapperNames = (diagnostic: String, running: String, qualified: String?)

/// A variable `Compiler.sequenceWrapperVariables` knows.
enum SequenceWrapperKey: Hashable {
    case local(ObjectIdentifier)
    case global(String)
}
