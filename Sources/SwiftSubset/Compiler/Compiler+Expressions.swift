/// Expressions: literals and the simple operators; calls, members,
/// assignment and closures live in their own files.
extension Compiler {
    func compileExpr(_ expr: Expr, expected: StaticType = .unknown) -> Compiled {
        // An expression that takes its type from its context (`.init(3)`,
        // `.max`, `nil`) has none after an error in its statement: the
        // context was the failed part's (a poisoned context).
        if !expected.isKnown, let mark = errorMarks.last, errorCount > mark, Compiler.needsContext(expr) {
            return failed(expr.position)
        }
        if expressionMarks.isEmpty { outermostExpressionStart = Compiler.leftmostPosition(of: expr) }
        expressionMarks.append(errorCount)
        defer { expressionMarks.removeLast() }
        return compileExprNode(expr, expected: expected)
    }

    private func compileExprNode(_ expr: Expr, expected: StaticType) -> Compiled {
        let at = expr.position
        if case .nominal(let info, let args) = expected.wrappedIfOptional, let own = compileLiteral(expr, ofOwnType: info, arguments: args) { return own }
        if let key = compileLocalizedKeyLiteral(expr, expected: expected) { return key }
        switch expr.kind {
        case .integer(let i):
            if expected.wrappedIfOptional == .double {
                return constant(.double(Double(i)), .double)
            }
            return constant(.int(i), .int)
        case .largeInteger(let value, let text):
            // Fits only an unsigned 64-bit context, or a Double.
            if expected.wrappedIfOptional == .double { return constant(.double(Double(value)), .double) }
            if let t = expected.wrappedIfOptional.nominalType, let index = library.fixedWidthTypes.firstIndex(where: { $0 === t }),
               let kind = IntegerKind(rawValue: index), let x = FixedWidthInt(kind, exactly: Int128(value)) {
                return constant(.fixedWidth(x), .nominal(t, []))
            }
            let target = expected.wrappedIfOptional.isKnown ? expected.wrappedIfOptional.description : "Int"
            error(LanguageMessages.integerLiteralOverflow(text, into: target), at: at)
            return failed(at)
        case .float(let d):
            return constant(.double(d), .double)
        case .boolean(let b):
            return constant(.bool(b), .bool)
        case .string(let s):
            if expected.wrappedIfOptional == .character, s.count == 1, let c = s.first {
                return constant(.character(c), .character)
            }
            return constant(.string(s), .string)
        case .interpolation(let segments):
            return compileInterpolation(segments, isTitleKey: titleKeyLiterals.contains(ObjectIdentifier(expr)))
        case .nilLiteral:
            return constant(.none, expected.isOptional ? expected : .optional(.unknown))
        case .array(let elements):
            return compileArrayLiteral(elements, expected: expected, at: at)
        case .dictionary(let pairs):
            return compileDictionaryLiteral(pairs, expected: expected, at: at)
        case .tuple(let arguments):
            var types = [StaticType](repeating: .unknown, count: arguments.count)
            // `return (.tbsp, 3)` as a `(unit: Unit, factor: Double)?`: the
            // optional's tuple types the elements too.
            if let ts = expected.wrappedIfOptional.tupleElements, ts.count == arguments.count { types = ts }
            let parts = zip(arguments, types).map { coerce(compileExpr($0.0.value, expected: $0.1), to: $0.1) }
            let evals = parts.map(\.eval)
            let labels = arguments.map(\.label)
            return Compiled(eval: { f throws(Unwind) in
                var elements: [Value] = []
                elements.reserveCapacity(evals.count)
                for e in evals { elements.append(try e(f)) }
                return .tuple(TupleValue(labels: labels, elements: elements))
            }, type: .tuple(labels: labels, parts.map(\.type)))
        case .name(let reference, _):
            checkEscapingLocalFunction(reference, expected: expected, at: at)
            let compiled = compileName(reference, at: at)
            if !compiled.type.isKnown, case .unresolved(let name) = reference,
               let typed = Compiler.standardOperatorType(name, expected: expected) {
                return Compiled(eval: compiled.eval, type: typed)
            }
            return compiled
        case .selfRef(let reference):
            if case .unresolved = reference {
                if let loader = selfLoader() { return loader }
                error(LanguageMessages.selfNotInScope, at: at)
                return failed(at)
            }
            return compileName(reference, at: at)
        case .superRef:
            error(LanguageMessages.superInRootClass, at: at)
            return failed(at)
        case .implicitMember(let name):
            return compileImplicitMember(name, arguments: nil, expected: expected, at: at)
        case .member(let base, let name):
            if let chain = compileTokenChain(expr, expected: expected) { return chain }
            if let styling = compileStylingChain(expr) { return styling }
            if let dynamic = dynamicMemberSubscript(base, name, at: at) { return compileExpr(dynamic, expected: expected) }
            return compileMemberAccess(base, name, expected: expected, at: at)
        case .tupleIndex(let base, let index):
            let tuple = compileExpr(base)
            let eval = tuple.eval
            var type = StaticType.unknown
            if let ts = tuple.type.tupleElements, index < ts.count { type = ts[index] }
            if let ts = tuple.type.tupleElements, index >= ts.count, tuple.type.isFullyKnown {
                error(LanguageMessages.tupleTypeHasNoMember(diagnosticName(tuple.type), index), at: at)
                return failed(at)
            }
            return Compiled(eval: { f throws(Unwind) in
                guard case .tuple(let t) = try eval(f), index < t.elements.count else {
                    throw .trap(Trap(message: LanguageMessages.tupleHasNoElement(index), position: at))
                }
                return t.elements[index]
            }, type: type)
        case .specialized(let base, _):
            return compileExpr(base, expected: expected)
        case .typeExpr(let ref):
            return compileTypeValue(resolveType(ref, at: at), at: at)
        case .call(let callee, let arguments):
            if let parentheses = expr.parentheses { callParentheses[at] = parentheses }
            return compileCall(callee, arguments, expected: expected, at: at)
        case .subscriptAccess(let base, let arguments):
            if let brackets = expr.parentheses { subscriptBrackets[at] = brackets }
            return compileSubscriptGet(base, arguments, at: at)
        case .closure(let closure):
            return compileClosure(closure, expected: expected)
        case .binary(let op, let lhs, let rhs):
            return compileBinary(op, lhs, rhs, expected: expected, at: at)
        case .prefix(let op, let operand):
            return compilePrefix(op, operand, expected: expected, at: at)
        case .postfix(let op, let operand):
            return compilePostfix(op, operand, at: at)
        case .assign(let target, let value):
            return compileAssignment(target, value, at: at)
        case .compoundAssign(let op, let target, let value):
            return compileCompoundAssignment(op, target, value, at: at)
        case .ternary(let condition, let a, let b) where expected.nominalType === library.anyType:
            // Converted to `Any` branch by branch: `false ? 0.1 : 5` is the Int 5.
            let test = compileExpr(condition, expected: .bool).eval
            let xe = compileInAnyContext(a).eval, ye = compileInAnyContext(b).eval
            let at = condition.position
            return Compiled(eval: { f throws(Unwind) in
                try Value.truth(try test(f), at: at) ? try xe(f) : try ye(f)
            }, type: expected)
        case .ternary(let condition, let a, let b):
            let compiledTest = compileExpr(condition, expected: .bool)
            checkCondition(compiledTest, condition)
            let test = compiledTest.eval
            let isOpaqueValue = opaqueTernary === expr
            if isOpaqueValue { opaqueTernary = nil }
            let x: Compiled, y: Compiled
            if !expected.isKnown, case .string(let text) = a.kind, text.count == 1 {
                // `c == " " ? "+" : c`: the literal takes the other branch's
                // type when that is a Character, as swiftc infers it.
                let other = compileExpr(b, expected: expected)
                y = other
                x = compileExpr(a, expected: other.type == .character ? .character : expected)
            } else {
                x = compileExpr(a, expected: expected)
                y = compileExpr(b, expected: expected.isKnown ? expected : x.type)
            }
            if isOpaqueValue { checkOpaqueTernary((a, x.type), (b, y.type)) }
            if !isOpaqueValue, !expected.isKnown, Compiler.isPlainValueType(x.type), Compiler.isPlainValueType(y.type),
               x.type != y.type, !(x.type.isNumeric && y.type.isNumeric) {
                // `flag ? 1 : "one"` with nothing to convert both to.
                error(LanguageMessages.opaqueTernaryMismatch(diagnosticName(x.type), diagnosticName(y.type)),
                      at: Compiler.startPosition(of: a))
            }
            let type = expected.isKnown ? expected : Compiler.literalJoin([x.type, y.type])
            let branches = unified([(a, x), (b, y)], as: type)
            let xe = coerce(branches[0], to: type).eval, ye = coerce(branches[1], to: type).eval
            let at = condition.position
            // Both branches of one type, which is not the one expected: that
            // is the ternary's type, for the context to refuse.
            let own = x.type == y.type && x.type.isFullyKnown && isIncompatible(x.type, expected) ? x.type : type
            return Compiled(eval: { f throws(Unwind) in
                try Value.truth(try test(f), at: at) ? try xe(f) : try ye(f)
            }, type: expected.isFullyKnown && isComparable(expected) && isComparable(own) ? own : type)
        case .forceUnwrap(let operand):
            let inner = compileExpr(operand)
            if inner.type.isFullyKnown, Compiler.isStandardValue(inner.type), !env.declaresImplicitlyUnwrapped,
               Compiler.isVariableOrProperty(operand) {
                // `stock.count!`: only an optional can be unwrapped. Judged
                // of a variable or a property, whose type is its declared
                // one, not of a call's result.
                error(LanguageMessages.forceUnwrapNonOptional(diagnosticName(inner.type)), at: at)
                return failed(at)
            }
            let eval = inner.eval
            return Compiled(eval: { f throws(Unwind) in
                switch try eval(f) {
                case .none: throw .trap(Trap(message: LanguageMessages.unwrappedNil, position: at))
                case .some(let v): return v
                case let v: return v
                }
            }, type: inner.type.wrappedIfOptional)
        case .optionalChain(let operand):
            let inner = compileExpr(operand)
            let eval = inner.eval
            return Compiled(eval: { f throws(Unwind) in
                switch try eval(f) {
                case .none: throw .optionalChainNil
                case .some(let v): return v
                case .native(let n) where n is WeakReference:
                    guard let target = (n as! WeakReference).target else { throw .optionalChainNil }
                    return .object(target)
                case let v: return v
                }
            }, type: inner.type.wrappedIfOptional)
        case .optionalEvaluation(let operand):
            if case .member(let base, "self") = operand.kind, let type = metatypeReference(base) {
                return compileTypeValue(type, at: at)   // `Int?.self`: a type, not an optional chain
            }
            if let member = compileOptionalTypeMember(operand, expected: expected) { return member }
            let inner = compileExpr(operand)
            let eval = inner.eval
            let type: StaticType = inner.type.isKnown ? (inner.type.isOptional ? inner.type : .optional(inner.type)) : .unknown
            return Compiled(eval: { f throws(Unwind) in
                do throws(Unwind) {
                    return Value.wrapOptional(try eval(f))
                } catch {
                    if case .optionalChainNil = error { return .none }
                    throw error
                }
            }, type: type)
        case .tryExpr(let kind, let operand):
            return compileTry(kind, operand, expected: expected, at: at)
        case .await(let operand):
            context.awaitCover += 1
            defer { context.awaitCover -= 1 }
            return compileExpr(operand, expected: expected)
        case .cast(let operand, let kind, let type):
            return compileCast(operand, kind, resolveType(type, at: at), at: at)
        case .inoutArgument(let operand):
            // `&x` outside an argument list (`let k = &q`) is refused, as
            // swiftc refuses it; arguments take their `&` in `compileArguments`.
            error(LanguageMessages.ampersandOutsideArgument, at: at)
            return compileExpr(operand, expected: expected)
        case .keyPath(let root, let names):
            let path = KeyPathValue(names: names, displayTypeName: keyPathTypeName(root, names, expected: expected, at: at))
            if case .function(let parameters, _) = expected.wrappedIfOptional {
                // SE-0249: `\.name` where a function is expected is `{ $0.name }`;
                // its first step is chosen by the root's static type, as a member read is.
                if parameters.count == 1, let first = names.first, let member = staticProtocolMember(parameters[0], first) {
                    let rest = Array(names.dropFirst())
                    let function = FunctionValue(.native(name: path.description) { rt, args throws(Unwind) in
                        guard let root = args.first else { return .void }
                        var value = try rt.readMember(root, member, first, at: at)
                        for name in rest { value = try rt.readNamed(value, name, at: at) }
                        return value
                    })
                    return constant(.function(function), keyPathFunctionType(names, expected: expected.wrappedIfOptional))
                }
                let function = (try? Library.function(.native(path), at)).map(Value.function)
                return constant(function ?? .native(path), keyPathFunctionType(names, expected: expected.wrappedIfOptional))
            }
            return constant(.native(path), .unknown)
        case .discard:
            error(LanguageMessages.discardOutsideAssignment, at: at)
            return failed(at)
        case .ifExpr(let s):
            return compileIfExpression(s, expected: expected, at: at)
        case .switchExpr(let s):
            return compileSwitchExpression(s, expected: expected, at: at)
        }
    }

    /// `x`, `a.b.c`: a name or a chain of property reads (no call,
    /// subscript or optional link).
    static func isVariableOrProperty(_ expr: Expr) -> Bool {
        switch unparenthesized(expr).kind {
        case .name, .selfRef: return true
        case .member(let base, _): return isVariableOrProperty(base)
        default: return false
        }
    }

    func constant(_ value: Value, _ type: StaticType) -> Compiled {
        Compiled(eval: { _ throws(Unwind) in value }, type: type, form: .constant(value))
    }

    /// Inserts the conversions Swift's type checker would: a value stored
    /// into an optional becomes `.some`, an integer into a `Double` converts.
    func coerce(_ compiled: Compiled, to type: StaticType) -> Compiled {
        let (targetDepth, sourceDepth) = (type.optionalDepth, compiled.type.optionalDepth)
        if sourceDepth > 0, targetDepth > sourceDepth, compiled.type.isKnown {
            // `let f: Int?? = e` with `e: Int?`: one more level, even for nil.
            let eval = compiled.eval
            let levels = targetDepth - sourceDepth
            return Compiled(eval: { f throws(Unwind) in
                var v = try eval(f)
                for _ in 0..<levels { v = .some(v) }
                return v
            }, type: type)
        }
        switch type {
        case .optional(.optional) where compiled.type.isKnown && !compiled.type.isOptional:
            // `let x: Int?? = 5` wraps twice.
            var depth = 0
            var t = type
            while case .optional(let inner) = t { depth += 1; t = inner }
            let eval = coerce(compiled, to: t).eval
            return Compiled(eval: { f throws(Unwind) in
                var v = try eval(f)
                for _ in 0..<depth { v = .some(v) }
                return v
            }, type: type)
        case .nominal(let t, _) where t === library.set && compiled.type.nominalType !== library.set:
            let eval = compiled.eval
            let rt = self.rt
            let library = self.library
            return Compiled(eval: { f throws(Unwind) in
                .set(try library.makeSet(try library.elements(of: try eval(f), rt: rt, at: .unknown), rt: rt, at: .unknown))
            }, type: Compiler.completedGenericType(type, compiled.type) ?? type)
        case .nominal(let t, _) where compiled.type != type:
            // An integer literal stored as `UInt8`, `Int32`, … takes that type.
            guard let convert = library.literalConversion(to: t) else { return compiled }
            let eval = compiled.eval
            return Compiled(eval: { f throws(Unwind) in try convert(try eval(f), .unknown) }, type: type)
        case .labeledTuple(let labels, _):
            // A tuple returned or stored as a labeled tuple type takes its
            // labels, its elements reordered where its own labels say so.
            let eval = compiled.eval
            let order = Compiler.tupleShuffle(compiled.type, type)
            return Compiled(eval: { f throws(Unwind) in
                guard case .tuple(var t) = try eval(f), t.elements.count == labels.count else { return try eval(f) }
                if let order { t.elements = order.map { t.elements[$0] } }
                t.labels = labels
                return .tuple(t)
            }, type: type)
        case .optional(let wrapped):
            if compiled.type.isOptional { return compiled }
            let converts = wrapped == .double || wrapped.nominalType.flatMap(library.literalConversion) != nil
            var inner = compiled
            if converts && compiled.type != wrapped || wrapped.tupleLabels != nil {
                inner = coerce(compiled, to: wrapped)
            }
            let eval = inner.eval
            return Compiled(eval: { f throws(Unwind) in Value.wrapOptional(try eval(f)) }, type: type)
        case .generic(let name):
            return coerceLiteral(compiled, toGeneric: name)
        case .double:
            if compiled.type == .double { return compiled }
            let eval = compiled.eval
            return Compiled(eval: { f throws(Unwind) in
                let v = try eval(f)
                if case .int(let i) = v { return .double(Double(i)) }
                return v
            }, type: .double)
        default:
            return compiled
        }
    }

    /// A numeric literal typed by a generic parameter (`let z: T = 0`,
    /// `reduce(0, +)` in a `<T: Numeric>` function) takes the type the call
    /// bound `T` to, as swiftc's literal protocols do: `0.0` when `T` is
    /// `Double`. Where the call bound nothing the literal stays as written.
    private func coerceLiteral(_ compiled: Compiled, toGeneric name: String) -> Compiled {
        guard case .constant(let literal) = compiled.form, literal.isNumberLiteral,
              let owner = genericParameterUser(name) else { return compiled }
        owner.usesTypeArguments = true
        let rt = self.rt, library = self.library
        return Compiled(eval: { _ throws(Unwind) in
            guard case .type(let bound)? = rt.typeArgument(name) else { return literal }
            if bound === library.double, case .int(let i) = literal { return .double(Double(i)) }
            guard let convert = library.literalConversion(to: bound) else { return literal }
            return try convert(literal, .unknown)
        }, type: .generic(name))
    }

    // MARK: - Literals

    /// - Parameter isTitleKey: the literal is a SwiftUI title's
    ///   `LocalizedStringKey` (`Text("\(x, specifier: "%.1f")")`), whose
    ///   interpolation also takes `specifier:` and `format:`; a `String`'s
    ///   does not (`Compiler+TitleKeys.swift`).
    private func compileInterpolation(_ segments: [InterpolationSegment], isTitleKey: Bool) -> Compiled {
        let library = self.library
        let rt = self.rt
        var parts: [(Frame) throws(Unwind) -> String] = []
        for segment in segments {
            switch segment {
            case .text(let s):
                parts.append(Compiler.constantText(s))
            case .value(let expr):
                let value = compileExpr(expr)
                if refuseShownKey([value.type], [expr.position]) || refuseShownSequenceWrapper([expr]) { return failed(expr.position) }
                if mentionsStringIndex(value.type), !value.type.isOptional {
                    error(LanguageMessages.printedStringIndex, at: expr.anchor)
                    return failed(expr.position)
                }
                let eval = mentionsStringIndex(value.type) ? Compiler.refusingPrintedIndex(value.eval, at: expr.position) : value.eval
                parts.append(Compiler.describing(eval, library: library, rt: rt, at: expr.position))
            case .labeled(let expr, let label, let argument, let parenthesis):
                guard let part = compileKeyInterpolation(expr, label, argument, isTitleKey: isTitleKey, at: parenthesis) else {
                    return failed(parenthesis)
                }
                parts.append(part)
            }
        }
        return Compiled(eval: { f throws(Unwind) in
            var result = ""
            for part in parts { result += try part(f) }
            return .string(result)
        }, type: .string)
    }

    static func constantText(_ s: String) -> (Frame) throws(Unwind) -> String {
        { _ throws(Unwind) in s }
    }

    static func describing(_ eval: @escaping Eval, library: Library, rt: Runtime, at position: SourcePosition) -> (Frame) throws(Unwind) -> String {
        { f throws(Unwind) in try library.describe(try eval(f), rt: rt, at: position) }
    }

    private func compileTry(_ kind: TryKind, _ operand: Expr, expected: StaticType, at: SourcePosition) -> Compiled {
        if kind == .plain {
            checkTryIsHandled(at: at)
            if context.catchDepth == 0 { context.closureThrows = true }
        }
        context.tryCover += 1
        let inner = compileExpr(operand, expected: kind == .optional ? expected.wrappedIfOptional : expected)
        context.tryCover -= 1
        let eval = inner.eval
        let library = self.library
        let rt = self.rt
        switch kind {
        case .plain:
            return inner
        case .optional:
            let type: StaticType = inner.type.isKnown ? (inner.type.isOptional ? inner.type : .optional(inner.type)) : .unknown
            return Compiled(eval: { f throws(Unwind) in
                do throws(Unwind) {
                    return Value.wrapOptional(try eval(f))
                } catch {
                    if case .thrown = error { return .none }
                    throw error
                }
            }, type: type)
        case .forced:
            return Compiled(eval: { f throws(Unwind) in
                do throws(Unwind) {
                    return try eval(f)
                } catch {
                    if case .thrown(let thrown) = error {
                        let text = (try? library.debugDescribe(thrown, rt: rt, at: at)) ?? "error"
                        throw .trap(Trap(message: LanguageMessages.errorThrown(text), position: at))
                    }
                    throw error
                }
            }, type: inner.type)
        }
    }
}

/// `\.name` and `\Type.name.other`: a path of property names.
package final class KeyPathValue: NativeObject {
    package let names: [String]
    /// `WritableKeyPath<Person, String>`: what `type(of:)` prints, when the
    /// compiler could tell the root, the value and the mutability.
    var displayTypeName: String?
    package init(names: [String], displayTypeName: String? = nil) {
        self.names = names
        self.displayTypeName = displayTypeName
    }
    package override var typeName: String { "KeyPath" }
    package override var description: String { "\\." + names.joined(separator: ".") }
}

extension ScalarSet {
    /// Characters that may start a Swift identifier (operators may not).
    static let identifierStart: ScalarSet = ScalarSet.named(.letters).union(.characters(in: "_$"))
}

extension Value {
    /// An `Int` or `Double` value, as an integer or float literal compiles.
    var isNumberLiteral: Bool {
        switch self {
        case .int, .double: return true
        default: return false
        }
    }
}
