// The experimental `do` expression is named (to be reported, not skipped).
import SwiftSubsetAST
@_spi(ExperimentalLanguageFeatures) import SwiftSyntax

extension Lowerer {
    /// Every kind of expression the parser makes is named here, so none is
    /// ever skipped: each is lowered or reported as unsupported at its place.
    func lowerExpr(_ expr: ExprSyntax) -> Expr {
        let at = position(expr)
        switch expr.as(ExprSyntaxEnum.self) {
        case .memberAccessExpr(let e) where e.base == nil:
            return Expr(.implicitMember(e.declName.baseName.text), position(e.declName))
        case .memberAccessExpr, .functionCallExpr, .subscriptCallExpr, .forceUnwrapExpr, .optionalChainingExpr:
            var sawOptional = false
            let chain = lowerChain(expr, sawOptional: &sawOptional)
            return sawOptional ? Expr(.optionalEvaluation(chain), at) : chain
        case .integerLiteralExpr(let e):
            guard let value = e.representedLiteralValue else {
                if let large = Lowerer.unsignedLiteralValue(e.literal.text) {
                    return Expr(.largeInteger(large, text: e.literal.text), at)
                }
                error(LoweringMessages.integerLiteralOverflow(e.literal.text), at: e)
                return Expr(.integer(0), at)
            }
            return Expr(.integer(value), at)
        case .floatLiteralExpr(let e):
            return Expr(.float(e.representedLiteralValue ?? 0), at)
        case .booleanLiteralExpr(let e):
            return Expr(.boolean(e.literal.tokenKind == .keyword(.true)), at)
        case .nilLiteralExpr:
            return Expr(.nilLiteral, at)
        case .stringLiteralExpr(let e):
            return lowerString(e)
        case .declReferenceExpr(let e):
            return lowerReference(e)
        case .tupleExpr(let e):
            if e.elements.count == 1, let only = e.elements.first, only.label == nil {
                return lowerExpr(only.expression)
            }
            return Expr(.tuple(e.elements.map { Argument(label: $0.label?.text, value: lowerExpr($0.expression)) }), at)
        case .arrayExpr(let e):
            return Expr(.array(e.elements.map { lowerExpr($0.expression) }), at)
        case .dictionaryExpr(let e):
            switch e.content {
            case .colon: return Expr(.dictionary([]), at)
            case .elements(let elements):
                return Expr(.dictionary(elements.map { (lowerExpr($0.key), lowerExpr($0.value)) }), at)
            @unknown default:
                unsupported("this dictionary literal", at: e)
                return Expr(.discard, at)
            }
        case .infixOperatorExpr(let e):
            return lowerInfix(e)
        case .prefixOperatorExpr(let e):
            let op = e.operator.text
            if op == "-", let literal = e.expression.as(IntegerLiteralExprSyntax.self),
               let value = literal.representedLiteralValue {
                return Expr(.integer(-value), at)
            }
            if op == "-", let literal = e.expression.as(FloatLiteralExprSyntax.self),
               let value = literal.representedLiteralValue {
                return Expr(.float(-value), at)
            }
            return Expr(.prefix(op, lowerExpr(e.expression)), at)
        case .postfixOperatorExpr(let e):
            // At the operator, where swiftc reports what is wrong with it.
            return Expr(.postfix(e.operator.text, lowerExpr(e.expression)), position(e.operator))
        case .ternaryExpr(let e):
            let ternary = Expr(.ternary(lowerExpr(e.condition), lowerExpr(e.thenExpression), lowerExpr(e.elseExpression)), at)
            ternary.anchorPosition = position(e.questionMark)
            return ternary
        case .closureExpr(let e):
            return Expr(.closure(lowerClosure(e)), at)
        case .tryExpr(let e):
            let kind: TryKind
            switch e.questionOrExclamationMark?.text {
            case "?": kind = .optional
            case "!": kind = .forced
            default: kind = .plain
            }
            return Expr(.tryExpr(kind, lowerExpr(e.expression)), at)
        case .awaitExpr(let e):
            return Expr(.await(lowerExpr(e.expression)), at)
        case .isExpr(let e):
            return Expr(.cast(lowerExpr(e.expression), .isType, lowerType(e.type)), at)
        case .asExpr(let e):
            let kind: CastKind
            switch e.questionOrExclamationMark?.text {
            case "?": kind = .asOptional
            case "!": kind = .asForced
            default: kind = .asType
            }
            return Expr(.cast(lowerExpr(e.expression), kind, lowerType(e.type)), at)
        case .inOutExpr(let e):
            return Expr(.inoutArgument(lowerExpr(e.expression)), at)
        case .discardAssignmentExpr:
            return Expr(.discard, at)
        case .superExpr:
            return Expr(.superRef, at)
        case .ifExpr(let e):
            return Expr(.ifExpr(lowerIf(e)), at)
        case .switchExpr(let e):
            return Expr(.switchExpr(lowerSwitch(e)), at)
        case .genericSpecializationExpr(let e):
            let arguments = e.genericArgumentClause.arguments.map { argument -> TypeRef in
                if case .type(let type) = argument.argument { return lowerType(type) }
                unsupported("value generic arguments", at: argument)
                return .simple("_")
            }
            return Expr(.specialized(lowerExpr(e.expression), arguments), at)
        case .typeExpr(let e):
            return Expr(.typeExpr(lowerType(e.type)), at)
        case .keyPathExpr(let e):
            return lowerKeyPath(e)
        case .editorPlaceholderExpr:
            error(LoweringMessages.editorPlaceholder, at: expr)
        case .patternExpr(let e):
            // `if case let Point(x, y) = p`: a struct's initializer call is an
            // expression pattern, and a name bound inside an expression is
            // refused by swiftc at the name.
            if let name = Lowerer.boundName(e.pattern) {
                error(LoweringMessages.patternBindingInExpression, at: name)
            } else {
                unsupported("a pattern in expression position", at: e)
            }
        case .macroExpansionExpr(let e):
            unsupported("macro '#\(e.macroName.text)'", at: e)
        case .missingExpr:
            // The parser has reported what is missing.
            break
        case .sequenceExpr:
            unsupported("an operator StateLab does not know", at: expr)
        case .regexLiteralExpr:
            unsupported("regex literals", at: expr)
        case .consumeExpr, .copyExpr, .borrowExpr:
            unsupported("ownership operators", at: expr)
        case .postfixIfConfigExpr:
            unsupported("#if conditional compilation", at: expr)
        case .packElementExpr, .packExpansionExpr:
            unsupported("parameter packs", at: expr)
        case .unsafeExpr:
            unsupported("'unsafe' expressions", at: expr)
        case .doExpr:
            unsupported("'do' expressions", at: expr)
        case .simpleStringLiteralExpr:
            unsupported("this string literal", at: expr)
        case .arrowExpr, .assignmentExpr, .binaryOperatorExpr, .unresolvedAsExpr, .unresolvedIsExpr, .unresolvedTernaryExpr:
            // Pieces of an unfolded operator sequence: folding turns them
            // into the expressions above; one left over is an operator
            // StateLab could not fold.
            unsupported("an operator StateLab does not know", at: expr)
        case ._canImportExpr, ._canImportVersionInfo:
            unsupported("#if conditional compilation", at: expr)
        @unknown default:
            unsupported("this kind of expression (\(expr.kind))", at: expr)
        }
        return Expr(.discard, at)
    }

    // MARK: - Names

    private func lowerReference(_ e: DeclReferenceExprSyntax) -> Expr {
        let at = position(e)
        var name = e.baseName.text
        if let arguments = e.argumentNames {
            name += "(" + arguments.arguments.map { $0.name.text + ":" }.joined() + ")"
        }
        switch e.baseName.tokenKind {
        case .keyword(.self):
            let reference = scope.lookup("self")
            return Expr(.selfRef(reference), at)
        case .keyword(.Self):
            return Expr(.name(.unresolved("Self")), at)
        case .keyword(.`init`):
            return Expr(.name(.unresolved("init")), at)
        default:
            break
        }
        if name.hasPrefix("$"), let index = Int(name.dropFirst()) {
            guard scope.kind == .closure else {
                error(LoweringMessages.anonymousParameterOutsideClosure, at: e)
                return Expr(.discard, at)
            }
            let binding = scope.anonymousParameters[index]
                ?? scope.reserveSlot(named: name, at: at)
            scope.anonymousParameters[index] = binding
            return Expr(.name(.local(binding)), at)
        }
        // A local with a property wrapper: its name is the wrapped value,
        // `$name` the projected one.
        let plainName = name.hasPrefix("$") ? String(name.dropFirst()) : name
        if let backing = scope.visibleLocal(plainName)?.wrapperBacking {
            return Expr(.member(Expr(.name(scope.lookup(backing.name)), at), name.hasPrefix("$") ? "projectedValue" : "wrappedValue"), at)
        }
        // A closure parameter `$item` (`ForEach($items) { $item in … }`) also
        // names `item`, its binding's wrapped value.
        if !name.hasPrefix("$"), !scope.seesLocal(name), scope.seesLocal("$" + name) {
            return Expr(.member(Expr(.name(scope.lookup("$" + name)), at), "wrappedValue"), at)
        }
        return Expr(.name(scope.lookup(name)), at)
    }

    // MARK: - Postfix chains

    private func isPostfixChain(_ expr: ExprSyntax) -> Bool {
        if let member = expr.as(MemberAccessExprSyntax.self) { return member.base != nil }
        return expr.is(FunctionCallExprSyntax.self) || expr.is(SubscriptCallExprSyntax.self)
            || expr.is(ForceUnwrapExprSyntax.self) || expr.is(OptionalChainingExprSyntax.self)
    }

    /// Lowers `a?.b.c()[0]!` without wrapping inner links; the caller wraps
    /// the whole chain in an optional evaluation if any `?` appeared.
    private func lowerChain(_ expr: ExprSyntax, sawOptional: inout Bool) -> Expr {
        let at = position(expr)
        func base(_ e: ExprSyntax) -> Expr {
            isPostfixChain(e) ? lowerChain(e, sawOptional: &sawOptional) : lowerExpr(e)
        }
        if let e = expr.as(MemberAccessExprSyntax.self), let baseExpr = e.base {
            var name = e.declName.baseName.text
            if let arguments = e.declName.argumentNames {
                // `Temp.init(c:)`, `origin.distance(to:)`: which initializer
                // or method, by its labels.
                name += "(" + arguments.arguments.map { $0.name.text + ":" }.joined() + ")"
            }
            let lowered = base(baseExpr)
            if let index = Int(name) {
                return Expr(.tupleIndex(lowered, index), position(e.declName))
            }
            return Expr(.member(lowered, name), position(e.declName))
        }
        if let e = expr.as(FunctionCallExprSyntax.self) {
            if e.calledExpression.is(ArrayExprSyntax.self) || e.calledExpression.is(DictionaryExprSyntax.self),
               let type = lowerTypeFromExpression(e.calledExpression) {
                let callee = Expr(.typeExpr(type), position(e.calledExpression))
                return Expr(.call(callee, lowerArguments(e.arguments, e.trailingClosure, e.additionalTrailingClosures)), at)
            }
            let callee = base(e.calledExpression)
            // A method call is placed at its name, as swiftc places it: a
            // modifier on the next line reports that line, not the base's.
            var place = at
            if case .member = callee.kind { place = callee.position }
            let call = Expr(.call(callee, lowerArguments(e.arguments, e.trailingClosure, e.additionalTrailingClosures)), place)
            if let open = e.leftParen, let close = e.rightParen { call.parentheses = (position(open), position(close)) }
            return call
        }
        if let e = expr.as(SubscriptCallExprSyntax.self) {
            let callee = base(e.calledExpression)
            let access = Expr(.subscriptAccess(callee, lowerArguments(e.arguments, e.trailingClosure, e.additionalTrailingClosures)), at)
            access.anchorPosition = position(e.leftSquare)
            // Its brackets, where swiftc reports arguments that fit no subscript.
            access.parentheses = (position(e.leftSquare), position(e.rightSquare))
            return access
        }
        if let e = expr.as(ForceUnwrapExprSyntax.self) {
            return Expr(.forceUnwrap(base(e.expression)), position(e.exclamationMark))
        }
        if let e = expr.as(OptionalChainingExprSyntax.self) {
            sawOptional = true
            return Expr(.optionalChain(base(e.expression)), position(e.questionMark))
        }
        return lowerExpr(expr)
    }

    func lowerArguments(
        _ list: LabeledExprListSyntax, _ trailing: ClosureExprSyntax?,
        _ additional: MultipleTrailingClosureElementListSyntax
    ) -> [Argument] {
        var arguments = list.map { Argument(label: $0.label?.text, value: lowerExpr($0.expression)) }
        if let trailing {
            arguments.append(Argument(label: nil, value: Expr(.closure(lowerClosure(trailing)), position(trailing)),
                                      isTrailingClosure: true))
        }
        for element in additional {
            arguments.append(Argument(label: element.label.text,
                                      value: Expr(.closure(lowerClosure(element.closure)), position(element.closure)),
                                      isTrailingClosure: true))
        }
        return arguments
    }

    // MARK: - Operators

    /// Operators ending in `=` that are not assignments.
    static let comparisonOperators: Set<String> = ["==", "!=", "<=", ">=", "===", "!==", "~="]

    private func lowerInfix(_ e: InfixOperatorExprSyntax) -> Expr {
        let at = position(e.operator)
        if e.operator.is(AssignmentExprSyntax.self) {
            return Expr(.assign(lowerExpr(e.leftOperand), lowerExpr(e.rightOperand)), at)
        }
        guard let op = e.operator.as(BinaryOperatorExprSyntax.self)?.operator.text else {
            unsupported("this operator", at: e.operator)
            return Expr(.discard, at)
        }
        let left = lowerExpr(e.leftOperand)
        let right = lowerExpr(e.rightOperand)
        if op.hasSuffix("="), op.count >= 2, !Self.comparisonOperators.contains(op) {
            return Expr(.compoundAssign(String(op.dropLast()), left, right), at)
        }
        return Expr(.binary(op, left, right), at)
    }

    // MARK: - Closures

    func lowerClosure(_ c: ClosureExprSyntax) -> ClosureExpr {
        // Capture-list values are evaluated where the closure is made.
        var captureValues: [(name: String, value: Expr, ownership: LocalBinding.Ownership, SourcePosition)] = []
        if let clause = c.signature?.capture {
            for item in clause.items {
                let name = item.name.text
                let value = item.initializer.map { lowerExpr($0.value) }
                    ?? Expr(name == "self" ? .selfRef(scope.lookup(name)) : .name(scope.lookup(name)), position(item.name))
                var ownership = LocalBinding.Ownership.strong
                switch item.specifier?.specifier.text {
                case "weak": ownership = .weak
                case "unowned": ownership = .unowned
                default: break
                }
                captureValues.append((name, value, ownership, position(item)))
            }
        }
        let ((parameters, captureList, body), scope) = withScope(.closure) {
            () -> ([Parameter], [CaptureListEntry], [Stmt]) in
            let captureList = captureValues.map { entry -> CaptureListEntry in
                let binding = self.scope.declare(entry.name, mutable: false, type: nil, at: entry.3)
                binding.ownership = entry.ownership
                return CaptureListEntry(binding: binding, value: entry.value, ownership: entry.ownership)
            }
            var parameters: [Parameter] = []
            switch c.signature?.parameterClause {
            case .simpleInput(let list)?:
                for parameter in list {
                    let binding = self.scope.declare(parameter.name.text, mutable: false, type: nil, at: position(parameter))
                    parameters.append(Parameter(label: nil, binding: binding, type: nil, defaultValue: nil, isInout: false,
                                                isVariadic: false, isAutoclosure: false, attributes: []))
                }
            case .parameterClause(let clause)?:
                for parameter in clause.parameters {
                    let name = (parameter.secondName ?? parameter.firstName).text
                    let lowered = parameter.type.map { lowerParameterType($0) }
                    let binding = self.scope.declare(name, mutable: lowered?.isInout ?? false, type: lowered?.0,
                                                     at: position(parameter))
                    parameters.append(Parameter(label: nil, binding: binding, type: lowered?.0, defaultValue: nil,
                                                isInout: lowered?.isInout ?? false, isVariadic: parameter.ellipsis != nil,
                                                isAutoclosure: false, attributes: []))
                }
            case nil:
                break
            @unknown default:
                unsupported("this closure signature", at: c)
            }
            let body = lowerItems(c.statements)
            return (parameters, captureList, body)
        }
        var parameters2 = parameters
        let anonymous = scope.anonymousParameters
        if parameters2.isEmpty, let highest = anonymous.keys.max() {
            for index in 0...highest {
                let binding = anonymous[index] ?? scope.reserveSlot(named: "$\(index)", at: position(c))
                parameters2.append(Parameter(label: nil, binding: binding, type: nil, defaultValue: nil, isInout: false,
                                             isVariadic: false, isAutoclosure: false, attributes: []))
            }
        }
        let closure = ClosureExpr(
            parameters: parameters2, body: body, captureList: captureList,
            isAsync: c.signature?.effectSpecifiers?.asyncSpecifier != nil,
            declaredResult: c.signature?.returnClause.map { lowerType($0.type) }, position: position(c))
        closure.usesAnonymousParameters = parameters.isEmpty && !anonymous.isEmpty
        closure.isSingleExpression = isSingleExpression(c.statements)
        closure.closingBrace = position(c.rightBrace)
        closure.thrownType = c.signature?.effectSpecifiers?.throwsClause?.type.map { lowerType($0) }
        closure.globalActor = c.signature?.attributes.lazy.compactMap { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription }
            .first { $0 == "MainActor" }
        closure.captures = scope.captures
        closure.slotCount = scope.slotCount
        return closure
    }

    // MARK: - Strings and key paths

    private func lowerString(_ e: StringLiteralExprSyntax) -> Expr {
        let at = position(e)
        if let literal = e.representedLiteralValue {
            return Expr(.string(literal), at)
        }
        var segments: [InterpolationSegment] = []
        for segment in e.segments {
            switch segment {
            case .stringSegment(let text):
                let single = e.with(\.segments, StringLiteralSegmentListSyntax([.stringSegment(text)]))
                segments.append(.text(single.representedLiteralValue ?? text.content.text))
            case .expressionSegment(let interpolation):
                let parts = Array(interpolation.expressions)
                if parts.count == 1, let only = parts.first, only.label == nil {
                    segments.append(.value(lowerExpr(only.expression)))
                } else if parts.count == 2, parts[0].label == nil, let label = parts[1].label?.text,
                          label == "specifier" || label == "format" {
                    segments.append(.labeled(lowerExpr(parts[0].expression), label: label,
                                             argument: lowerExpr(parts[1].expression),
                                             parenthesis: position(interpolation.leftParen)))
                } else {
                    unsupported("interpolation with several or labelled values", at: interpolation)
                }
            @unknown default:
                unsupported("this string segment", at: segment)
            }
        }
        return Expr(.interpolation(segments), at)
    }

    private func lowerKeyPath(_ e: KeyPathExprSyntax) -> Expr {
        var names: [String] = []
        for component in e.components {
            switch component.component {
            case .property(let property): names.append(property.declName.baseName.text)
            default: unsupported("this key path component", at: component)
            }
        }
        return Expr(.keyPath(e.root.map { lowerType($0) }, names), position(e))
    }
}

extension Lowerer {
    /// The value of an integer literal too large for `Int` that still fits
    /// 64 unsigned bits (`0xFFFF_FFFF_FFFF_FFFF`), read as swiftc reads it:
    /// `0x`/`0o`/`0b` prefixes, `_` separators.
    static func unsignedLiteralValue(_ text: String) -> UInt64? {
        var digits = text.filter { $0 != "_" }
        var radix = 10
        for (prefix, r) in [("0x", 16), ("0o", 8), ("0b", 2)] where digits.hasPrefix(prefix) {
            radix = r
            digits.removeFirst(2)
        }
        return UInt64(digits, radix: radix)
    }
}

extension Lowerer {
    /// The name a binding pattern binds (`x` in `let x`, or `x` alone
    /// under an outer `let`), if it is one.
    static func boundName(_ pattern: PatternSyntax) -> TokenSyntax? {
        if let p = pattern.as(IdentifierPatternSyntax.self) { return p.identifier }
        if let p = pattern.as(ValueBindingPatternSyntax.self) { return boundName(p.pattern) }
        return nil
    }
}
