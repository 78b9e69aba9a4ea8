/// Operands an operator cannot take and conditions that are not `Bool`,
/// refused at compile time in swiftc's words: `count + price` (an `Int`
/// and a `Double`), `total + 1` with an optional `total`, `if count { }`.
///
/// Only the standard value types are judged (`Int`, `Double`, `String`,
/// `Bool`, `Character` and their optionals), and only when the program
/// declares no operator of that name, which could make the pair valid.
extension Compiler {
    static let orderingOperators: Set<String> = ["<", ">", "<=", ">="]
    static let basicArithmetic: Set<String> = ["+", "-", "*", "/", "%"]

    static func isStandardValue(_ type: StaticType) -> Bool {
        switch type {
        case .int, .double, .bool, .string, .character: return true
        default: return false
        }
    }

    /// A standard value type, or an optional or array of one.
    static func isStandardValueShape(_ type: StaticType) -> Bool {
        switch type {
        case .optional(let t), .array(let t): return isStandardValueShape(t)
        default: return isStandardValue(type)
        }
    }

    /// Whether the program declares an operator named `op` (globally, or
    /// as a static method of one of the operands' types), which may accept
    /// operands the library's do not.
    func declaresOperator(_ op: String, for types: [StaticType]) -> Bool {
        if let functions = env.functions[op], !functions.isEmpty { return true }
        return types.contains { type in
            guard let info = typeInfo(for: type.wrappedIfOptional) else { return false }
            return info.staticMethods[op]?.isEmpty == false
        }
    }

    /// Refuses a binary operator's operands as swiftc does; true when it
    /// did. `isOperand`: the expression is itself an operand of an
    /// arithmetic operator (swiftc words a mismatch there differently).
    func refuseOperands(_ op: String, _ lhs: Expr, _ rhs: Expr, _ a: StaticType, _ b: StaticType, isOperand: Bool,
                        expected: StaticType, at position: SourcePosition) -> Bool {
        guard Compiler.refuses else { return false }
        let isArithmetic = Compiler.basicArithmetic.contains(op)
        let isOrdering = Compiler.orderingOperators.contains(op)
        let isEquality = op == "==" || op == "!="
        if isArithmetic, refuseIndexArithmetic(op, lhs, rhs, a, b, at: position) { return true }
        if isArithmetic || isOrdering || isEquality, refuseFunctionOperand(op, lhs, rhs, a, b, at: position) { return true }
        if isEquality, refuseEquatableOperands(op, lhs, rhs, a, b, at: position) { return true }
        if isEquality || isOrdering, refuseUnconformingOperands(op, a, b, at: position) { return true }
        guard isArithmetic || isOrdering || isEquality, a.isFullyKnown, b.isFullyKnown,
              Compiler.isStandardValue(a.wrappedIfOptional), Compiler.isStandardValue(b.wrappedIfOptional),
              !declaresOperator(op, for: [a, b]) else { return false }
        // An optional where its wrapped type is needed.
        if !isEquality, a.isOptional || b.isOptional {
            guard !env.declaresImplicitlyUnwrapped, a.optionalDepth <= 1, b.optionalDepth <= 1 else { return false }
            if a.isOptional && b.isOptional {
                guard a == b else { return false }
                error(LanguageMessages.binaryOperatorOnSame(op, diagnosticName(a)), at: position)
                return true
            }
            let (optional, other, operand) = a.isOptional ? (a, b, lhs) : (b, a, rhs)
            guard optional.wrappedIfOptional == other else { return false }
            error(LanguageMessages.optionalMustBeUnwrapped(diagnosticName(optional), diagnosticName(other)), at: operand.anchor)
            return true
        }
        guard !a.isOptional, !b.isOptional else { return false }
        if a == b {
            let refused: Bool
            switch a {
            case .bool: refused = isArithmetic || isOrdering
            case .character: refused = isArithmetic
            case .string: refused = isArithmetic && op != "+"
            case .double where op == "%":
                error(LanguageMessages.floatingRemainderUnavailable, at: position)
                return true
            default: refused = false
            }
            if refused { error(LanguageMessages.binaryOperatorOnSame(op, diagnosticName(a)), at: position) }
            return refused
        }
        // Two different types: swiftc names both, unless the pair is part of
        // a longer expression or has a type to fit (then it blames one
        // operand), or an operand's own type hangs on a literal inside it. A
        // literal that may be the other operand's type is no mismatch at all.
        if Compiler.literalMayBe(lhs, b) || Compiler.literalMayBe(rhs, a) { return false }
        let textual: [StaticType] = [.string, .character]
        if isArithmetic, !isOperand, expected.isFullyKnown, !expected.isOptional, Compiler.isStandardValue(expected),
           !(textual.contains(a) && textual.contains(b)) {
            // The result has a type to fit (`let y: Int = x + "a"`, a
            // function's `-> Int`): swiftc takes the operator at that type and
            // blames the first operand that is not one.
            let (operand, type) = a != expected ? (lhs, a) : (rhs, b)
            error(LanguageMessages.cannotConvertValue(diagnosticName(type), diagnosticName(expected), site: .argument),
                  at: operand.anchor)
            return true
        }
        guard !isOperand, op != "%", !(isArithmetic && expected.isKnown), !(textual.contains(a) && textual.contains(b)),
              Compiler.isPlainOperand(lhs), Compiler.isPlainOperand(rhs) else { return false }
        error(LanguageMessages.binaryOperator(op, diagnosticName(a), diagnosticName(b)), at: position)
        return true
    }

    /// The operator and operands of `expr` when it is `+`, `-`, `*` or `/`
    /// (parentheses looked through); nil for a chain's leaf.
    static func arithmeticChainParts(_ expr: Expr) -> (op: String, lhs: Expr, rhs: Expr)? {
        guard case .binary(let op, let l, let r) = unparenthesized(expr).kind, basicArithmetic.contains(op) else { return nil }
        return (op, l, r)
    }

    /// A chain of arithmetic operators whose leaves mix two standard types
    /// (`"You have " + items.count + " items"`, `d + n + n`): swiftc takes
    /// every operator at the type most leaves have (an integer literal
    /// counts for `Int`, which it defaults to) and blames the first leaf of
    /// the other type — "cannot convert value of type 'Int' to expected
    /// argument type 'String'" at that leaf, or, when it is an operand of
    /// the outermost operator itself and the chain has no standard type to
    /// fit (`let y: Int = …`, a `return`), "binary operator '+' cannot be
    /// applied to operands of type 'String' and 'Int'" there. Judged only
    /// where every leaf is a literal or has no literal inside (whose type
    /// could hang on it), `+` alone joins text, the program declares none
    /// of the operators, and the types tie in no way. True when it refused.
    func refuseMixedChain(_ op: String, _ lhs: Expr, _ rhs: Expr, _ a: StaticType, _ b: StaticType,
                          expected: StaticType, at position: SourcePosition) -> Bool {
        guard Compiler.refuses else { return false }
        guard Compiler.arithmeticChainParts(lhs) != nil || Compiler.arithmeticChainParts(rhs) != nil else { return false }
        var leaves: [Expr] = [], operators: Set<String> = [op]
        func collect(_ e: Expr) -> Bool {
            if let parts = Compiler.arithmeticChainParts(e) {
                operators.insert(parts.op)
                return collect(parts.lhs) && collect(parts.rhs)
            }
            leaves.append(Compiler.unparenthesized(e))
            return Compiler.isPlainOperand(e)
        }
        guard collect(lhs), collect(rhs) else { return false }
        // Each leaf's type; nil for an integer literal, which may be any number.
        var types: [StaticType?] = []
        for leaf in leaves {
            var kind = leaf.kind
            if case .prefix("-", let inner) = kind { kind = Compiler.unparenthesized(inner).kind }
            switch kind {
            case .integer, .largeInteger: types.append(nil)
            case .float: types.append(.double)
            case .string, .interpolation: types.append(.string)
            case .boolean: return false
            default:
                guard let t = arithmeticLeafTypes[leaf.position], t.isFullyKnown, !t.isOptional,
                      Compiler.isStandardValue(t), t != .bool else { return false }
                types.append(t)
            }
        }
        var distinct: [StaticType] = []
        for t in types.compactMap({ $0 }) where !distinct.contains(t) { distinct.append(t) }
        guard distinct.count == 2 else { return false }
        let textual = distinct.contains(.string) || distinct.contains(.character)
        if textual && operators != ["+"] { return false }
        if textual && distinct.contains(.double) && distinct.contains(.int) { return false }
        guard !operators.contains(where: { declaresOperator($0, for: distinct) }) else { return false }
        func count(_ t: StaticType) -> Int { types.filter { $0 == t || ($0 == nil && t == .int) }.count }
        let pair = distinct
        let (c0, c1) = (count(pair[0]), count(pair[1]))
        guard c0 != c1 else { return false }
        let (majority, minority) = c0 > c1 ? (pair[0], pair[1]) : (pair[1], pair[0])
        if textual && majority != .string { return false }
        if expected.isFullyKnown, Compiler.isStandardValue(expected), expected != majority { return false }
        guard let index = types.firstIndex(where: { $0 == minority }) else { return false }
        let blamed = leaves[index]
        let hasContext = expected.isFullyKnown && Compiler.isStandardValue(expected)
        if !hasContext, blamed.position == Compiler.unparenthesized(lhs).position && Compiler.arithmeticChainParts(lhs) == nil
            || blamed.position == Compiler.unparenthesized(rhs).position && Compiler.arithmeticChainParts(rhs) == nil {
            guard a.isFullyKnown, b.isFullyKnown else { return false }
            error(LanguageMessages.binaryOperator(op, diagnosticName(a), diagnosticName(b)), at: position)
        } else {
            error(LanguageMessages.cannotConvertValue(diagnosticName(minority), diagnosticName(majority), site: .argument),
                  at: blamed.anchor)
        }
        return true
    }

    /// A method named without `()` as an operand (`p.total + 1`,
    /// `word.uppercased == "A"`): swiftc names both operands' types, except
    /// that a `String` `+` takes a function giving a `String` as a call
    /// forgotten ("function produces expected type 'String'; did you mean
    /// to call it with '()'?"). True when it was refused.
    private func refuseFunctionOperand(_ op: String, _ lhs: Expr, _ rhs: Expr, _ a: StaticType, _ b: StaticType,
                                       at position: SourcePosition) -> Bool {
        guard Compiler.refuses else { return false }
        func isFunction(_ t: StaticType) -> Bool { if case .function = t { return true }; return false }
        guard isFunction(a) || isFunction(b), a.isFullyKnown, b.isFullyKnown,
              isFunction(a) && isFunction(b) || Compiler.isStandardValue(isFunction(a) ? b : a),
              !declaresOperator(op, for: [a, b]) else { return false }
        if op == "+" {
            for (operand, type, other) in [(lhs, a, b), (rhs, b, a)] {
                if case .function(let parameters, .string) = type, parameters.isEmpty, other == .string {
                    error(LanguageMessages.functionProducesExpectedType("String"), at: operand.anchor)
                    return true
                }
            }
        }
        error(LanguageMessages.binaryOperator(op, diagnosticName(a), diagnosticName(b)), at: position)
        return true
    }

    /// Arithmetic on a String.Index (`s.startIndex + 1`, `j - i`), which
    /// is no number: swiftc names both indices, or blames the one beside an
    /// `Int`. True when it was refused.
    private func refuseIndexArithmetic(_ op: String, _ lhs: Expr, _ rhs: Expr, _ a: StaticType, _ b: StaticType,
                                       at position: SourcePosition) -> Bool {
        guard Compiler.refuses else { return false }
        let index = StaticType.nominal(library.stringIndex, [])
        guard a == index || b == index, a.isFullyKnown, b.isFullyKnown, !declaresOperator(op, for: [a, b]) else { return false }
        if a == b {
            error(LanguageMessages.binaryOperatorOnSame(op, diagnosticName(a)), at: position)
            return true
        }
        guard a == .int || b == .int || Compiler.literalMayBe(lhs, .int) || Compiler.literalMayBe(rhs, .int) else { return false }
        let operand = a == index ? lhs : rhs
        error(LanguageMessages.cannotConvertValue(diagnosticName(index), "Int", site: .argument), at: operand.anchor)
        return true
    }

    /// A literal that swiftc may give `type`: an integer literal any number,
    /// a one-character string literal a `Character`.
    static func literalMayBe(_ expr: Expr, _ type: StaticType) -> Bool {
        switch (unparenthesized(expr).kind, type) {
        case (.integer, .int), (.integer, .double), (.float, .double), (.string, .string), (.interpolation, .string),
             (.boolean, .bool):
            return true
        case (.string(let s), .character):
            return s.count == 1
        case (.prefix("-", let inner), _):
            return literalMayBe(inner, type)
        default:
            return false
        }
    }

    /// A literal, or an expression with no literal inside.
    static func isPlainOperand(_ expr: Expr) -> Bool {
        switch unparenthesized(expr).kind {
        case .integer, .float, .string, .boolean: return true
        default: return !containsLiteral(expr)
        }
    }

    /// `x += v`: a value the operator cannot take for a variable of a
    /// standard type (`count += 1.5`, `name += 1`), or an optional either side.
    func refuseCompoundOperand(_ op: String, _ target: Expr, _ value: Expr, _ lhs: StaticType, _ rhs: StaticType,
                               at position: SourcePosition) -> Bool {
        guard Compiler.refuses else { return false }
        if lhs.nominalType === library.stringIndex, !lhs.isOptional, Compiler.basicArithmetic.contains(op), rhs.isFullyKnown,
           !declaresOperator(op + "=", for: [lhs, rhs]), !declaresOperator(op, for: [lhs, rhs]) {
            // `i += 1` with a String.Index `i`: an index moves with `index(after:)`.
            error(LanguageMessages.binaryOperator(op + "=", diagnosticName(lhs), diagnosticName(rhs)), at: position)
            return true
        }
        if case .nominal(let info, _) = lhs, info.acceptsOnlyItself, Compiler.basicArithmetic.contains(op), op != "%",
           rhs.isFullyKnown, Compiler.isStandardValue(rhs),
           !declaresOperator(op + "=", for: [lhs, rhs]), !declaresOperator(op, for: [lhs, rhs]) {
            // `$count += 1`: the binding where its value was meant. swiftc
            // takes `+=` and `-=` at the value's type and blames the binding;
            // `*=` and `/=` it names with both operands.
            if op == "+" || op == "-" {
                error(LanguageMessages.cannotConvertValue(diagnosticName(lhs), diagnosticName(rhs), site: .argument), at: target.anchor)
            } else {
                error(LanguageMessages.binaryOperator(op + "=", diagnosticName(lhs), diagnosticName(rhs)), at: position)
            }
            return true
        }
        guard Compiler.basicArithmetic.contains(op), op != "%", lhs.isFullyKnown, rhs.isFullyKnown,
              Compiler.isStandardValue(lhs.wrappedIfOptional), Compiler.isStandardValue(rhs.wrappedIfOptional),
              !declaresOperator(op + "=", for: [lhs, rhs]), !declaresOperator(op, for: [lhs, rhs]) else { return false }
        if lhs.isOptional || rhs.isOptional {
            guard !env.declaresImplicitlyUnwrapped, lhs.optionalDepth <= 1, rhs.optionalDepth <= 1,
                  lhs.wrappedIfOptional == rhs.wrappedIfOptional else { return false }
            let (optional, place) = lhs.isOptional ? (lhs, target.anchor) : (rhs, value.anchor)
            error(LanguageMessages.optionalMustBeUnwrapped(diagnosticName(optional), diagnosticName(optional.wrappedIfOptional)),
                  at: place)
            return true
        }
        if lhs == rhs {
            guard lhs == .string || lhs == .bool || lhs == .character, lhs != .string || op != "+" else { return false }
            error(LanguageMessages.binaryOperatorOnSame(op + "=", diagnosticName(lhs)), at: position)
            return true
        }
        guard lhs == .int || lhs == .double || lhs == .string && op == "+",
              !(Compiler.differOnlyInNumbers(rhs, lhs) && numericLiteralMayBe(lhs, value)) else { return false }
        error(LanguageMessages.cannotConvertValue(diagnosticName(rhs), diagnosticName(lhs), site: .argument), at: value.anchor)
        return true
    }

    /// A condition (`if`, `guard`, `while`, a ternary's) that is not a
    /// `Bool`, in swiftc's words for each kind of value.
    func checkCondition(_ compiled: Compiled, _ expr: Expr) {
        guard Compiler.refuses else { return }
        if case .assign = Compiler.unparenthesized(expr).kind {
            error(LanguageMessages.assignmentAsCondition, at: Compiler.unparenthesized(expr).position)
            return
        }
        let type = compiled.type
        guard type != .bool, type.isFullyKnown, isComparable(type) else { return }
        let plain = Compiler.unparenthesized(expr)
        if case .integer(let literal) = plain.kind {
            error(literal == 0 || literal == 1 ? LanguageMessages.integerLiteralAsBoolean(literal)
                  : LanguageMessages.cannotConvertValue("Int", "Bool", site: .condition), at: expr.anchor)
            return
        }
        switch type {
        case .int:
            error(LanguageMessages.notABoolean("Int"), at: expr.anchor)
        case .optional(.bool):
            guard !env.declaresImplicitlyUnwrapped else { return }
            error(LanguageMessages.optionalMustBeUnwrapped("Bool?", "Bool"), at: expr.anchor)
        case .optional:
            guard !env.declaresImplicitlyUnwrapped else { return }
            error(LanguageMessages.optionalAsBoolean(diagnosticName(type)), at: expr.anchor)
        default:
            error(LanguageMessages.cannotConvertValue(diagnosticName(type), "Bool", site: .condition), at: expr.anchor)
        }
    }

    /// `names.count()`: a value of a standard type (a number, a string, a
    /// `Bool`, an array, a dictionary) called as if it were a function —
    /// "cannot call value of non-function type 'Int'", before the program
    /// runs (before: the same words, as a run-time error after the earlier
    /// output). True when it refused.
    func refuseNonFunctionCall(_ type: StaticType, at position: SourcePosition) -> Bool {
        guard Compiler.refuses else { return false }
        switch type {
        case .int, .double, .bool, .string, .character, .array, .dictionary:
            guard type.isFullyKnown else { return false }
            error(LanguageMessages.notCallable(diagnosticName(type)), at: position)
            return true
        default:
            return false
        }
    }

    /// `if let x = value` where `value` is not optional: nothing to unwrap.
    /// swiftc points at the `let` (or `var`) of the binding.
    func checkConditionalBinding(_ type: StaticType, _ binding: LocalBinding) {
        guard Compiler.refuses else { return }
        guard type.isFullyKnown, isComparable(type), !type.isOptional else { return }
        var position = binding.position
        let line = Array(sourceLine(position))
        var column = position.column - 1   // 0-based index of the name
        repeat { column -= 1 } while column >= 0 && column < line.count && line[column] == " "
        guard column >= 2, column < line.count, ["let", "var"].contains(String(line[(column - 2)...column])) else { return }
        position.column = column - 1
        error(LanguageMessages.conditionalBindingNotOptional(diagnosticName(type)), at: position)
    }

    /// Members Swift's `Optional` has itself: used on an optional, they
    /// need no unwrapping.
    static let optionalOwnMembers: Set<String> = [
        "map", "flatMap", "unsafelyUnwrapped", "debugDescription", "customMirror", "hashValue", "hash", "self",
    ]

    /// `name.count` with an optional `name`: swiftc asks for an unwrap
    /// (`name?.count`, `name!.count`). True when it was refused.
    func refuseMemberOfOptional(_ type: StaticType, _ name: String, _ base: Expr) -> Bool {
        guard Compiler.refuses else { return false }
        guard case .optional(let wrapped) = type, type.isFullyKnown, isComparable(wrapped), !wrapped.isOptional,
              !env.declaresImplicitlyUnwrapped, !Compiler.optionalOwnMembers.contains(name),
              // `extension Optional: Describable` may give Optional the member itself.
              library.lookupMember(library.optional, name) == nil, library.lookupCallable(library.optional, name) == nil,
              let info = typeInfo(for: wrapped), library.lookupMember(info, name) != nil || library.lookupCallable(info, name) != nil
        else { return false }
        error(LanguageMessages.optionalMemberMustBeUnwrapped(diagnosticName(type), name, diagnosticName(wrapped)), at: base.anchor)
        return true
    }

    /// An operand of `&&` or `||` that is not a `Bool`.
    func checkLogicalOperand(_ compiled: Compiled, _ expr: Expr) {
        guard Compiler.refuses else { return }
        let type = compiled.type
        guard type != .bool, type.isFullyKnown, isComparable(type), !declaresOperator("&&", for: [type]),
              !declaresOperator("||", for: [type]) else { return }
        switch type {
        case .int:
            error(LanguageMessages.notABoolean("Int"), at: expr.anchor)
        case .optional(.bool):
            guard !env.declaresImplicitlyUnwrapped else { return }
            error(LanguageMessages.optionalMustBeUnwrapped("Bool?", "Bool"), at: expr.anchor)
        case .optional:
            return
        default:
            error(LanguageMessages.cannotConvertValue(diagnosticName(type), "Bool", site: .argument), at: expr.anchor)
        }
    }
}
