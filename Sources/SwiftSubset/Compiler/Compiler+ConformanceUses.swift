/// Uses of a value that need a conformance its type does not have:
/// `<` of two values of a struct or enum that is not `Comparable`, `<` or
/// `==` on a generic parameter with no constraint (`==` on a program type
/// is `Compiler+EquatableOperands.swift`'s), and `sorted()`, `max()`, `min()` of an array whose elements
/// are not `Comparable` — what a learner meets comparing a model type.
extension Compiler {
    /// `a < b` where `Player` (a program struct or enum, not generic) does
    /// not conform to `Comparable`; `item > best` where `T` is a generic function's
    /// parameter with no constraint at all: "binary operator '==' cannot be
    /// applied to two 'OrderState' operands", at the operator. An operator
    /// the program declares itself (globally or on the type) may make the
    /// pair valid, so none is judged then. True when it refused.
    func refuseUnconformingOperands(_ op: String, _ a: StaticType, _ b: StaticType, at position: SourcePosition) -> Bool {
        guard Compiler.refuses else { return false }
        guard a == b, a.isFullyKnown || Compiler.isGenericParameter(a), !declaresOperator(op, for: [a]) else { return false }
        let isEquality = op == "==" || op == "!="
        switch a {
        case .nominal(let info, let arguments):
            // `==` on a program type is judged with its other uses in
            // `Compiler+EquatableOperands.swift`.
            guard !isEquality, arguments.isEmpty, info.genericParameters.isEmpty, Compiler.isProgramType(info),
                  info.kind == .structType || info.kind == .enumType, !info.conforms(to: "Comparable") else { return false }
        case .generic(let name):
            guard let function = genericFunctionDeclaring(name), !function.constrainedGenericParameters.contains(name) else { return false }
        default:
            return false
        }
        error(LanguageMessages.binaryOperatorOnSame(op, diagnosticName(a)), at: position)
        return true
    }

    /// `players.sorted()`, `.max()`, `.min()` (no arguments) of an array
    /// whose elements are a program type that does not conform to
    /// `Comparable`: "referencing instance method 'sorted()' on 'Sequence'
    /// requires that 'Player' conform to 'Comparable'", at the method's
    /// name. True when it refused.
    ///
    /// Also elements of standard types that are not `Comparable` (`Bool`,
    /// an optional, an array), and tuples — an array's or a dictionary's
    /// `(key:value:)` elements — which no protocol takes: "type
    /// 'Dictionary<String, Int>.Element' (aka '(key: String, value: Int)')
    /// cannot conform to 'Comparable'".
    func refuseUnorderedElements(_ receiver: StaticType, _ name: String, _ arguments: [Argument],
                                 at position: SourcePosition) -> Bool {
        guard Compiler.refuses else { return false }
        guard arguments.isEmpty, ["sorted", "max", "min"].contains(name), receiver.isFullyKnown else { return false }
        if case .dictionary(let key, let value) = receiver {
            let element = "Dictionary<\(diagnosticName(key)), \(diagnosticName(value))>.Element"
            let aka = "(key: \(Compiler.canonicalName(key, diagnosticName)), value: \(Compiler.canonicalName(value, diagnosticName)))"
            error(LanguageMessages.tupleCannotConform(element, aka: aka, "Comparable"), at: position)
            return true
        }
        guard case .array(let element) = receiver else { return false }
        switch element {
        case .tuple, .labeledTuple:
            error(LanguageMessages.tupleCannotConform(diagnosticName(element), "Comparable"), at: position)
            return true
        case .bool, .optional, .array, .dictionary:
            error(LanguageMessages.requiresComparableElements(name + "()", diagnosticName(element)), at: position)
            return true
        default:
            break
        }
        guard case .nominal(let info, let typeArguments) = element, typeArguments.isEmpty, info.genericParameters.isEmpty,
              Compiler.isProgramType(info), info.kind == .structType || info.kind == .enumType || info.kind == .classType,
              !info.conforms(to: "Comparable") else { return false }
        error(LanguageMessages.requiresComparableElements(name + "()", diagnosticName(element)), at: position)
        return true
    }

    /// A type as swiftc spells it after "aka": without sugar
    /// (`Array<String>`, `Optional<Int>`, `Dictionary<String, Int>`).
    static func canonicalName(_ type: StaticType, _ named: (StaticType) -> String) -> String {
        func inner(_ t: StaticType) -> String { canonicalName(t, named) }
        switch type {
        case .optional(let t): return "Optional<\(inner(t))>"
        case .array(let t): return "Array<\(inner(t))>"
        case .dictionary(let k, let v): return "Dictionary<\(inner(k)), \(inner(v))>"
        case .tuple(let ts): return "(" + ts.map(inner).joined(separator: ", ") + ")"
        case .labeledTuple(let labels, let ts):
            return "(" + zip(labels, ts).map { ($0.0.map { $0 + ": " } ?? "") + inner($0.1) }.joined(separator: ", ") + ")"
        default: return named(type)
        }
    }

    /// `Set<Position>` or `Dictionary<Position, V>` written (a
    /// declaration's type, a construction) where `Position` is a program
    /// struct, enum or class that is not `Hashable` — an enum without
    /// associated values is, by itself: "type 'Position' does not conform
    /// to protocol 'Hashable'", where the type is written.
    func refuseUnhashableSetElement(_ type: TypeInfo?, _ arguments: [StaticType], at position: SourcePosition) {
        guard Compiler.refuses else { return }
        guard type === library.set && arguments.count == 1 || type === library.dictionary && arguments.count == 2 else { return }
        refuseUnhashableKey(arguments[0], at: position)
    }

    /// `Set(points)` of an array whose elements are a program struct, class
    /// or enum with payloads that is not `Hashable`: "generic struct 'Set'
    /// requires that 'Point' conform to 'Hashable'", at `Set`. True when it refused.
    func refuseUnhashableSetConstruction(_ info: TypeInfo, _ arguments: [Argument], at position: SourcePosition) -> Bool {
        guard Compiler.refuses, info === library.set, arguments.count == 1, arguments[0].label == nil,
              case .array(let element) = shallowType(of: arguments[0].value), case .nominal(let type, let typeArguments) = element,
              typeArguments.isEmpty, type.genericParameters.isEmpty, Compiler.isProgramType(type), type.position != nil,
              !type.conforms(to: "Hashable"),
              !(type.kind == .enumType && type.cases.allSatisfy { $0.labels == nil && $0.payloadTypes.isEmpty }) else { return false }
        error(LanguageMessages.genericRequirement("Set", diagnosticName(element), "Hashable"), at: position)
        return true
    }

    /// A Set's element or a Dictionary's key (`[Position: String]`, at its
    /// `[`) of a program type that is not `Hashable`.
    func refuseUnhashableKey(_ key: StaticType, at position: SourcePosition) {
        guard Compiler.refuses else { return }
        // A function's signature is resolved before the types' conformances
        // (`func f(_ s: Set<Point>)` with `struct Point: Hashable`): judged
        // once they are in.
        if deferredConformanceChecks != nil {
            deferredConformanceChecks?.append { [unowned self] in refuseUnhashableKey(key, at: position) }
            return
        }
        guard case .nominal(let info, let typeArguments) = key,
              typeArguments.isEmpty, info.genericParameters.isEmpty, Compiler.isProgramType(info),
              info.kind == .structType || info.kind == .enumType || info.kind == .classType,
              !info.conforms(to: "Hashable") else { return }
        if info.kind == .enumType, info.cases.allSatisfy({ $0.labels == nil }) { return }
        error(LanguageMessages.doesNotConform(diagnosticName(key), "Hashable"), at: position)
    }

    /// `text.popFirst()` on a `String` (a Substring's method: it needs the
    /// collection to be its own SubSequence): "referencing instance method
    /// 'popFirst()' on 'Collection' requires the types 'String' and
    /// 'String.SubSequence' (aka 'Substring') be equivalent", at the name.
    func refuseStringPopFirst(_ receiver: StaticType, _ name: String, at position: SourcePosition) -> Bool {
        guard Compiler.refuses else { return false }
        guard receiver == .string, name == "popFirst" else { return false }
        error(LanguageMessages.requiresOwnSubSequence("popFirst()", "String", "Substring"), at: position)
        return true
    }

    /// `result.mapError { _ in "Try again" }`: `mapError<NewFailure:
    /// Error>`'s closure gives a value that is not an `Error` (a standard
    /// scalar, or a program type that does not declare `Error`): "instance
    /// method 'mapError' requires that 'String' conform to 'Error'", at
    /// the name. The closure's type is read from a trial compile.
    func refuseMapErrorToNonError(_ receiver: StaticType, _ name: String, _ arguments: [Argument],
                                  at position: SourcePosition) -> Bool {
        guard Compiler.refuses else { return false }
        guard name == "mapError", arguments.count == 1, arguments[0].label == nil,
              case .nominal(let info, _) = receiver, info === library.types["Result"],
              case .closure = Compiler.unparenthesized(arguments[0].value).kind else { return false }
        let saved = diagnostics, savedCount = errorCount
        let closure = compileExpr(arguments[0].value).type
        diagnostics = saved
        errorCount = savedCount
        guard case .function(_, let result) = closure, result.isFullyKnown else { return false }
        let lacksError: Bool
        switch result {
        case .int, .double, .bool, .string, .character, .array, .dictionary, .tuple, .labeledTuple, .optional:
            lacksError = true
        case .nominal(let type, _):
            lacksError = Compiler.isProgramType(type) && type.kind != .protocolType && !type.conforms(to: "Error")
        default:
            lacksError = false
        }
        guard lacksError else { return false }
        error(LanguageMessages.methodRequiresConformance("mapError", diagnosticName(result), "Error"), at: position)
        return true
    }

    /// `tags.append(contentsOf: "abc")` for a `[String]`: the sequence's
    /// elements (a String's are Characters) are not the array's, and no
    /// overload of `append` fits: "no exact matches in call to instance
    /// method 'append'", at the name. Array literals are left alone (their
    /// elements take the array's type).
    func refuseAppendedSequence(_ receiver: StaticType, _ name: String, _ arguments: [Argument],
                                at position: SourcePosition) -> Bool {
        guard Compiler.refuses else { return false }
        guard name == "append", arguments.count == 1, arguments[0].label == "contentsOf",
              case .array(let element) = receiver, element.isFullyKnown, isComparable(element) else { return false }
        switch Compiler.unparenthesized(arguments[0].value).kind {
        case .array, .dictionary: return false
        default: break
        }
        let saved = diagnostics, savedCount = errorCount
        let sequence = compileExpr(arguments[0].value).type
        diagnostics = saved
        errorCount = savedCount
        let appended: StaticType
        switch sequence {
        case .string: appended = .character
        case .array(let e): appended = e
        default: return false
        }
        guard appended.isFullyKnown, isComparable(appended), isIncompatible(appended, element) else { return false }
        error(LanguageMessages.noExactMatchesMethod(name), at: position)
        return true
    }

    private static func isGenericParameter(_ type: StaticType) -> Bool {
        if case .generic = type { return true }
        return false
    }
}
