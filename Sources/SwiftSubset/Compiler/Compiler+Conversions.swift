/// Values that cannot go where they are put: `let s: String = 5`, an
/// `Int?` passed for an `Int`, `nil` returned as an `Int`. Checked where
/// a value meets the type its context expects — a declaration's written
/// type, an assignment, an argument of a declared function, a `return`, an
/// array or dictionary literal's element — and worded as swiftc words it.
///
/// A false refusal is worse than a missed one, so only types known all the
/// way down are compared, and only mismatches swiftc could not resolve:
/// no implicit conversions exist between the types compared here, and an
/// expression whose numeric type comes from its literals (which swiftc's
/// inference may type otherwise) is not refused for a numeric difference.
extension Compiler {
    /// Where a value goes, which decides swiftc's wording.
    enum ConversionSite {
        /// `let x: T = value`
        case specified
        /// `x = value`
        case assignment
        /// `f(value)`
        case argument
        /// `return value` (or a single-expression body)
        case returnValue
        /// a closure's `return value` or single expression, where its
        /// function type is written (`let f: (Int) -> String = { … }`)
        case closureResult
        /// `[value]` with a known element type
        case element
        case dictionaryKey
        case dictionaryValue
    }

    /// What is wrong with a value at a site.
    enum ConversionProblem: Equatable {
        case mismatch
        /// `nil` where the type is not optional.
        case nilLiteral
        /// An optional where its wrapped type would fit.
        case mustUnwrap
        /// `0` or `1` where a `Bool` is expected.
        case integerAsBoolean(Int)
        /// A method named without `()` where its result would fit
        /// (`let s: String = word.uppercased`).
        case uncalledFunction
    }

    /// Reports `value` (compiled from `expr`) going where `target` is
    /// expected, when it definitely cannot. `operatorPosition`: an
    /// assignment's `=`, where swiftc places a collection that does not fit.
    @discardableResult
    func checkConversion(_ value: Compiled, of expr: Expr, to target: StaticType, at site: ConversionSite,
                         operatorPosition: SourcePosition? = nil, blame: SourcePosition? = nil) -> Bool {
        guard Compiler.refuses else { return true }
        if let fits = checkLiteralElements(of: expr, to: target) { return fits }
        if let fits = checkTernaryBranches(of: expr, to: target, at: site) { return fits }
        // A zip or a stride (run as an array here) is its own type to
        // swiftc, which no type compared here is.
        let wrapper = target.isFullyKnown && isComparable(target) ? sequenceWrapperTypeName(expr) : nil
        guard let problem = wrapper != nil ? .mismatch : conversionProblem(value.type, of: expr, to: target) else { return true }
        var position = blame ?? expr.anchor
        // swiftc names a String's slice by the collection's own name
        // (`split`'s pieces, `dropFirst()`), then what it is.
        let isSubstring = value.type.nominalType === library.substring
        let from = wrapper ?? (isSubstring ? "String.SubSequence" : writtenRangeName(expr, value.type) ?? diagnosticName(value.type))
        var to = diagnosticName(target)
        if case .optional(let wrapped) = target, !value.type.isOptional,
           site != .element && site != .dictionaryKey && site != .dictionaryValue {
            // swiftc names the type the value would be wrapped from
            // (`let n: Int? = "a"`: "to specified type 'Int'").
            to = diagnosticName(wrapped)
        }
        var message: Message
        switch problem {
        case .integerAsBoolean(let literal):
            message = LanguageMessages.integerLiteralAsBoolean(literal)
        case .uncalledFunction:
            message = LanguageMessages.functionProducesExpectedType(to)
        case .nilLiteral:
            message = LanguageMessages.nilNotCompatible(to, site: Compiler.siteName(site))
        case .mustUnwrap where site != .element && site != .dictionaryKey && site != .dictionaryValue:
            message = LanguageMessages.optionalMustBeUnwrapped(from, diagnosticName(value.type.wrappedIfOptional))
        case .mismatch, .mustUnwrap:
            let collections = wrapper == nil && Compiler.isCollection(value.type) && Compiler.isCollection(target)
            if site == .assignment || site == .specified && collections {
                message = LanguageMessages.cannotAssignValue(from, to)
                if site == .assignment && collections, let operatorPosition { position = operatorPosition }
            } else if site == .argument, let (name, projected) = projectionWanted(expr, target) {
                // `Counter(value: count)` where `$count` is meant.
                message = LanguageMessages.useWrapper(name, from, diagnosticName(projected))
            } else {
                message = LanguageMessages.cannotConvertValue(from, to, site: Compiler.siteName(site))
            }
        }
        if problem == .mismatch, let slicer = overloadedSlicer(expr, value.type, at: site) {
            // swiftc weighs the Sequence overload too and names neither.
            error(LanguageMessages.noCandidatesProduceResult(slicer.name, diagnosticName(target)), at: slicer.position)
            return false
        }
        if isSubstring {
            message = Message(message.id, message.text.replacing("'String.SubSequence'", with: "'String.SubSequence' (aka 'Substring')",
                                                                 maxReplacements: 1))
        }
        error(message, at: position)
        return false
    }

    /// An array or dictionary literal where a collection is expected: each
    /// element is checked against the element type (the literal itself
    /// took the expected type). Nil when `expr` is no such literal.
    private func checkLiteralElements(of expr: Expr, to target: StaticType) -> Bool? {
        guard Compiler.refuses else { return nil }
        let literal = Compiler.unparenthesized(expr)
        guard let types = literalElementTypes[literal.position] else { return nil }
        var fits = true
        switch (literal.kind, target.wrappedIfOptional) {
        case (.array(let elements), .array(let element)) where types.count == elements.count:
            for (e, type) in zip(elements, types) {
                fits = checkConversion(Compiled(eval: failed(e.position).eval, type: type), of: e, to: element, at: .element) && fits
            }
        case (.array(let elements), .nominal(let set, let arguments))
            where set === library.set && arguments.count == 1 && types.count == elements.count:
            // `let s: Set<Int> = [1, "a"]`: a Set's literal is an array
            // literal of its elements.
            for (e, type) in zip(elements, types) {
                fits = checkConversion(Compiled(eval: failed(e.position).eval, type: type), of: e, to: arguments[0], at: .element) && fits
            }
        case (.dictionary(let pairs), .dictionary(let key, let value)) where types.count == 2 * pairs.count:
            for (i, pair) in pairs.enumerated() {
                fits = checkConversion(Compiled(eval: failed(pair.key.position).eval, type: types[i]), of: pair.key, to: key,
                                       at: .dictionaryKey) && fits
                fits = checkConversion(Compiled(eval: failed(pair.value.position).eval, type: types[pairs.count + i]),
                                       of: pair.value, to: value, at: .dictionaryValue) && fits
            }
        default:
            return nil
        }
        return fits
    }

    /// `let n: Int = done ? 1 : "a"`: a ternary whose branches are
    /// literals, names or members is judged branch by branch, as swiftc
    /// judges it (the type of the branch that does not fit is named, at
    /// the ternary's `?`). Nil when `expr` is no such ternary.
    private func checkTernaryBranches(of expr: Expr, to target: StaticType, at site: ConversionSite) -> Bool? {
        guard Compiler.refuses else { return nil }
        guard case .ternary(_, let yes, let no) = Compiler.unparenthesized(expr).kind,
              [yes, no].allSatisfy(Compiler.isSimpleBranch) else { return nil }
        for branch in [yes, no] {
            let saved = diagnostics, savedCount = errorCount
            let type = compileExpr(branch, expected: target).type
            diagnostics = saved
            errorCount = savedCount
            if conversionProblem(type, of: branch, to: target) != nil {
                return checkConversion(Compiled(eval: failed(branch.position).eval, type: type), of: branch, to: target, at: site,
                                       blame: expr.anchor)
            }
        }
        return true
    }

    private static func isSimpleBranch(_ expr: Expr) -> Bool {
        switch unparenthesized(expr).kind {
        case .name, .member, .string, .integer, .float, .boolean, .nilLiteral: return true
        default: return false
        }
    }

    /// `let t: String = s.prefix(2)`, `t = s.dropFirst()`, `return
    /// s.suffix(1)`, `let xs: [Int] = a.dropLast()`: a slicing method that
    /// `Sequence` declares too (`PrefixSequence`, `[Element]`), called
    /// directly where a declared type wants its result. Its name and the
    /// name's position; nil for any other expression, site or type (an
    /// argument, a closure's result or a parenthesized call are worded as
    /// a conversion by swiftc).
    private func overloadedSlicer(_ expr: Expr, _ type: StaticType, at site: ConversionSite) -> (name: String, position: SourcePosition)? {
        guard site == .specified || site == .assignment || site == .returnValue,
              case .call(let callee, _) = expr.kind, case .member(_, let name) = callee.kind,
              ["prefix", "suffix", "dropFirst", "dropLast", "drop", "split"].contains(name) else { return nil }
        var slice = type
        if name == "split", case .array(let element) = type { slice = element }
        guard let info = slice.nominalType, info === library.substring || info === library.arraySlice else { return nil }
        return (name, callee.position)
    }

    /// An array or dictionary literal whose elements were checked one by
    /// one against an expected collection.
    func isCollectionLiteral(_ expr: Expr) -> Bool {
        literalElementTypes[Compiler.unparenthesized(expr).position] != nil
    }

    static func siteName(_ site: ConversionSite) -> LanguageMessages.ConversionSite {
        switch site {
        case .specified: return .specified
        case .assignment: return .assignment
        case .argument: return .argument
        case .returnValue: return .returnValue
        case .closureResult: return .closureResult
        case .element: return .element
        case .dictionaryKey: return .dictionaryKey
        case .dictionaryValue: return .dictionaryValue
        }
    }

    static func isCollection(_ type: StaticType) -> Bool {
        switch type {
        case .array, .dictionary: return true
        default: return false
        }
    }

    /// Why a value of static type `source`, written as `expr`, cannot be
    /// used as a `target`; nil when it can, or when that is not certain.
    func conversionProblem(_ source: StaticType, of expr: Expr, to target: StaticType) -> ConversionProblem? {
        guard target.isFullyKnown, isComparable(target) else { return nil }
        if writtenRangeName(expr, source) != nil { return .mismatch }   // a range is no array, optional or scalar
        if case .nilLiteral = Compiler.unparenthesized(expr).kind {
            guard !target.isOptional, !acceptsLiterals(target) else { return nil }
            return .nilLiteral
        }
        if source == .void, !target.isOptional, isNothingCall(expr) { return .mismatch }
        if case .function(let parameters, let result) = source, parameters.isEmpty, result.isFullyKnown,
           isComparable(result), !isIncompatible(result, target) {
            return .uncalledFunction
        }
        if case .function = source, source.isFullyKnown {
            return .mismatch   // a function is never a value of the types compared here
        }
        // `any Error` (a catch's `error`) or a program protocol's value where a concrete type is wanted:
        // an existential does not convert to its conformers without `as!` (`Compiler+Existentials.swift`).
        if case .nominal(let existential, let arguments) = source, arguments.isEmpty, isUnconvertedExistential(existential, expr),
           !target.isOptional, target.nominalType.map(Compiler.isProgramType) ?? isComparable(target) {
            return .mismatch
        }
        guard source.isFullyKnown, isComparable(source) else { return nil }
        // `head + "!"` of a Substring and a String may be either (`+` of a
        // sequence and a collection gives the collection's type), so swiftc
        // takes it as the String wanted.
        if source.nominalType === library.substring, case .binary("+", _, _) = Compiler.unparenthesized(expr).kind {
            return nil
        }
        if target == .bool, case .integer(let literal) = Compiler.unparenthesized(expr).kind, literal == 0 || literal == 1 {
            return .integerAsBoolean(literal)
        }
        guard isIncompatible(source, target) else { return nil }
        // A literal's type is the context's when it can be: a numeric
        // literal (or arithmetic on literals only) may be any number type,
        // and a type that is `ExpressibleBy…Literal` takes literals.
        if Compiler.differOnlyInNumbers(source, target), numericLiteralMayBe(target, expr) { return nil }
        if acceptsLiterals(target), Compiler.containsLiteral(expr) { return nil }
        if target.wrappedIfOptional.nominalType === library.set || target.wrappedIfOptional.nominalType === library.arraySlice,
           Compiler.containsLiteral(expr) { return nil }
        if case .optional(let wrapped) = source, !target.isOptional, !isIncompatible(wrapped, target) {
            // An `Int!` is an `Int?` here, and it unwraps itself.
            return env.declaresImplicitlyUnwrapped ? nil : .mustUnwrap
        }
        return .mismatch
    }

    /// `1...3` or `0..<n` written as the value: swiftc's name of its type
    /// (`ClosedRange<Int>`, `Range<Int>`), which the static type alone
    /// cannot give, as `Range` and `ClosedRange` are one type here. Nil for
    /// anything else, also a range of bounds not compared here, so that a
    /// range is judged only where it is written (a range held in a name is
    /// not).
    func writtenRangeName(_ expr: Expr, _ type: StaticType) -> String? {
        guard case .nominal(let info, let arguments) = type, info === library.range, arguments.count == 1,
              arguments[0].isFullyKnown, isComparable(arguments[0]),
              case .binary(let op, _, _) = Compiler.unparenthesized(expr).kind else { return nil }
        return (op == "..." ? "ClosedRange<" : "Range<") + diagnosticName(arguments[0]) + ">"
    }

    /// A call that certainly returns nothing: `print`, or a function the
    /// program declares without a result.
    func isNothingCall(_ expr: Expr) -> Bool {
        guard case .call(let callee, _) = Compiler.unparenthesized(expr).kind,
              case .name(.unresolved(let name), _) = callee.kind, env.variables[name] == nil,
              !(context.selfType.map { hasImplicitMember($0, name, isStatic: context.isStatic) } ?? false) else { return false }
        if let functions = env.functions[name], !functions.isEmpty { return functions.allSatisfy { $0.resultType == .void } }
        return name == "print"
    }

    /// Types compared here: the standard value types, tuples, optionals and
    /// collections of them, the program's own structs, enums and classes,
    /// and library types that take only themselves (`Binding<Int>`). Other
    /// library types, protocols, functions and metatypes are not (they
    /// convert in ways not modelled here).
    func isComparable(_ type: StaticType) -> Bool {
        switch type {
        case .int, .double, .bool, .string, .character:
            return true
        case .optional(let t), .array(let t):
            return isComparable(t)
        case .dictionary(let k, let v):
            return isComparable(k) && isComparable(v)
        case .tuple(let ts), .labeledTuple(_, let ts):
            return !ts.isEmpty && ts.allSatisfy(isComparable)
        case .nominal(let info, let args):
            if info === library.set {
                // A Set takes array literals, so a literal is never judged.
                return args.count == 1 && isComparable(args[0])
            }
            // `names[0...0]` is an ArraySlice, neither a String nor an Array.
            if info === library.arraySlice { return args.count == 1 && isComparable(args[0]) }
            // `s.dropFirst()`, a `split` piece: a Substring is no String.
            if info === library.substring { return args.isEmpty }
            return (Compiler.isProgramType(info) || info.acceptsOnlyItself) && args.allSatisfy(isComparable)
        default:
            return false
        }
    }

    /// A struct, enum or class the program declares.
    static func isProgramType(_ info: TypeInfo) -> Bool {
        info.kind == .structType || info.kind == .enumType || info.kind == .classType
    }

    /// Whether no value of `source` may be used as a `target` (both
    /// comparable and fully known).
    func isIncompatible(_ source: StaticType, _ target: StaticType) -> Bool {
        if source == target { return false }
        switch (source, target) {
        case (.optional(let s), .optional(let t)):
            return isIncompatible(s, t)
        case (_, .optional(let t)):
            return isIncompatible(source, t)
        case (.optional, _):
            return true
        case (.array(let s), .array(let t)):
            return isIncompatible(s, t)
        case (.dictionary(let k1, let v1), .dictionary(let k2, let v2)):
            return isIncompatible(k1, k2) || isIncompatible(v1, v2)
        case (.string, .nominal(let t, _)) where t === library.substring:
            // A String where a Substring is wanted is not judged: a string
            // literal is a Substring too (`firstWord("x y")`), and slices
            // of a Substring (`line.prefix(while:)`) are typed String here.
            return false
        case (.nominal(let s, let sArgs), .nominal(let t, let tArgs)):
            // `Binding<Int?>` is no `Binding<Int>`: such a type's arguments match exactly.
            if s === t, s.acceptsOnlyItself { return sArgs != tArgs }
            if s === t { return zip(sArgs, tArgs).contains { isIncompatible($0, $1) } }
            if s.isClass && t.isClass { return !s.isSubtype(of: t) }
            return true
        default:
            if var s = source.tupleElements, let t = target.tupleElements {
                // `(y: "s", x: 3)` as an `(x: Int, y: String)`: reordered by label.
                if let order = Compiler.tupleShuffle(source, target) { s = order.map { s[$0] } }
                return s.count != t.count || zip(s, t).contains { isIncompatible($0, $1) }
            }
            return true
        }
    }

    /// Where a tuple of `source`'s labels converts to `target`'s by
    /// reordering (Swift allows it, with a warning that a later language
    /// mode will not): for each element of the target, the source's offset
    /// that gives it. Nil where the labels are the same in the same order,
    /// or not the same labels.
    static func tupleShuffle(_ source: StaticType, _ target: StaticType) -> [Int]? {
        guard case .labeledTuple(let from, _) = source, case .labeledTuple(let to, _) = target,
              from.count == to.count, from != to, !from.contains(nil), Set(from).count == from.count,
              Set(from) == Set(to) else { return nil }
        return to.compactMap { label in from.firstIndex(of: label) }
    }

    /// Whether the two types are the same but for their numbers (`Int` for
    /// `Double`, `[Int]` for `[Double]`).
    static func differOnlyInNumbers(_ a: StaticType, _ b: StaticType) -> Bool {
        switch (a, b) {
        case (.int, .double), (.double, .int), (.int, .int), (.double, .double): return true
        case (.optional(let x), .optional(let y)), (.array(let x), .array(let y)): return differOnlyInNumbers(x, y)
        case (.dictionary(let k1, let v1), .dictionary(let k2, let v2)):
            return (k1 == k2 || differOnlyInNumbers(k1, k2)) && (v1 == v2 || differOnlyInNumbers(v1, v2))
        default:
            if let x = a.tupleElements, let y = b.tupleElements, x.count == y.count {
                return zip(x, y).allSatisfy { $0 == $1 || differOnlyInNumbers($0, $1) }
            }
            return false
        }
    }

    /// Whether swiftc may give `expr` a numeric type other than the one
    /// compiled here, from its literals: `1` may be a `Double`, `1 + 2`
    /// too, a call with a literal argument may be generic in it. A name or
    /// a property has its own type; arithmetic has its operands'.
    func numericLiteralMayBe(_ target: StaticType, _ expr: Expr) -> Bool {
        let floating = Compiler.containsDouble(target)
        func flexible(_ e: Expr) -> Bool {
            switch e.kind {
            case .integer, .largeInteger: return true
            case .float: return floating
            case .prefix(_, let inner), .forceUnwrap(let inner), .optionalEvaluation(let inner), .await(let inner),
                 .tryExpr(_, let inner):
                return flexible(inner)
            case .tuple(let arguments):
                return arguments.contains { flexible($0.value) }
            case .binary(let op, let a, let b):
                if Compiler.comparison.contains(op) || op == "&&" || op == "||" { return false }
                return flexible(a) && flexible(b)
            case .ternary(_, let a, let b):
                return flexible(a) && flexible(b)
            case .array(let elements):
                return elements.contains(where: flexible)
            case .dictionary(let pairs):
                return pairs.contains { flexible($0.key) || flexible($0.value) }
            case .name, .selfRef, .string, .interpolation, .boolean, .nilLiteral:
                return false
            default:
                return Compiler.containsNumericLiteral(e)
            }
        }
        return flexible(expr)
    }

    /// Whether a `Double` is part of the type (a floating-point literal
    /// may become it).
    static func containsDouble(_ type: StaticType) -> Bool {
        switch type {
        case .double: return true
        case .optional(let t), .array(let t): return containsDouble(t)
        case .dictionary(let k, let v): return containsDouble(k) || containsDouble(v)
        default: return (type.tupleElements ?? []).contains(where: containsDouble)
        }
    }

    /// A program type (or one inside `type`) that takes literals of some
    /// kind (`ExpressibleByIntegerLiteral`, …) or `nil`.
    func acceptsLiterals(_ type: StaticType) -> Bool {
        switch type {
        case .nominal(let info, let args):
            // A Substring is `ExpressibleByStringLiteral` (`let s: Substring = "abc"`).
            if info === library.substring { return true }
            return info.allProtocols.contains { $0.name.hasPrefix("ExpressibleBy") } || args.contains(where: acceptsLiterals)
        case .optional(let t), .array(let t): return acceptsLiterals(t)
        case .dictionary(let k, let v): return acceptsLiterals(k) || acceptsLiterals(v)
        default: return (type.tupleElements ?? []).contains(where: acceptsLiterals)
        }
    }

    /// Whether a literal appears anywhere in `expr` (closures included).
    static func containsLiteral(_ expr: Expr) -> Bool {
        var found = false
        visitExpressions(expr) { e in
            switch e.kind {
            case .integer, .largeInteger, .float, .string, .interpolation, .boolean, .nilLiteral, .array, .dictionary:
                found = true
            default: break
            }
        }
        return found
    }

    /// A type as swiftc writes it in a diagnostic: nested types with their
    /// outer types' names (`Outer.Inner`).
    func diagnosticName(_ type: StaticType) -> String {
        switch type {
        case .optional(let t):
            if case .function = t { return "(" + diagnosticName(t) + ")?" }
            return diagnosticName(t) + "?"
        case .array(let t): return "[" + diagnosticName(t) + "]"
        case .dictionary(let k, let v): return "[" + diagnosticName(k) + " : " + diagnosticName(v) + "]"   // swiftc spaces the colon
        case .tuple(let ts): return "(" + ts.map(diagnosticName).joined(separator: ", ") + ")"
        case .labeledTuple(let labels, let ts):
            return "(" + zip(labels, ts).map { ($0.0.map { $0 + ": " } ?? "") + diagnosticName($0.1) }.joined(separator: ", ") + ")"
        case .function(let ps, let r): return "(" + ps.map(diagnosticName).joined(separator: ", ") + ") -> " + diagnosticName(r)
        case .nominal(let info, let args):
            // The `Error` existential (a catch's `error`) and a program protocol's, as swiftc 6 names them.
            if args.isEmpty, info === library.types["Error"] || info.kind == .protocolType && info.position != nil { return "any " + info.name }
            var name = info.name
            var outer = info.outer
            while let o = outer {
                name = o.name + "." + name
                outer = o.outer
            }
            return args.isEmpty ? name : name + "<" + args.map(diagnosticName).joined(separator: ", ") + ">"
        case .metatype(let t): return diagnosticName(t) + ".Type"
        default: return type.description
        }
    }

    /// Whether an integer or floating-point literal appears anywhere in `expr`.
    static func containsNumericLiteral(_ expr: Expr) -> Bool {
        var found = false
        visitExpressions(expr) { e in
            switch e.kind {
            case .integer, .largeInteger, .float: found = true
            default: break
            }
        }
        return found
    }

    /// `(x)` is `x`.
    static func unparenthesized(_ expr: Expr) -> Expr {
        if case .tuple(let arguments) = expr.kind, arguments.count == 1, arguments[0].label == nil {
            return unparenthesized(arguments[0].value)
        }
        return expr
    }
}
