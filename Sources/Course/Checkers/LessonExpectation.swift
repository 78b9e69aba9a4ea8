import SwiftSubset
import LiveRuntime
import SwiftOperators
import SwiftParser
import SwiftSyntax

/// One line of an exercise's or prediction's `expect:` list, parsed into
/// the checker it calls: `instances(Counter) == 1`,
/// `survives(ChildView.counter.count, after: "Re-render parent")`,
/// `!rerendered(ParentView, by: "Increment")`.
///
/// The syntax is Swift's own (parsed by SwiftParser), so a lesson author
/// writes a call as they would in Swift.
public struct LessonExpectation: Sendable {
    indirect enum Body: Sendable {
        case checker(any Checker)
        case comparison(ComparisonChecker)
        case negated(Body)
    }

    public let text: String
    public let location: LessonLocation
    let body: Body

    public var needs: RunNeeds { Self.needs(body) }

    private static func needs(_ body: Body) -> RunNeeds {
        switch body {
        case .checker(let checker): return checker.needs
        case .comparison(let comparison): return comparison.needs
        case .negated(let inner): return needs(inner)
        }
    }

    public func check(_ run: ScenarioRun) -> Verdict {
        if let failure = run.loadFailure {
            return .fail(CheckerMessages.loadFailed(failure.first?.message ?? ""))
        }
        return Self.check(body, run)
    }

    private static func check(_ body: Body, _ run: ScenarioRun) -> Verdict {
        switch body {
        case .checker(let checker): return checker.check(run)
        case .comparison(let comparison): return comparison.check(run)
        case .negated(let inner):
            var verdict = check(inner, run)
            verdict.status = verdict.passed ? .fail : .pass
            return verdict
        }
    }

    /// The measure of a measured prediction (`instances(Counter)`), with no comparison.
    public static func parseMeasure(_ text: String, at location: LessonLocation) throws(LessonDiagnostic) -> any Measure {
        let expression = try parseExpression(text, at: location)
        guard let call = expression.as(FunctionCallExprSyntax.self) else {
            throw LessonDiagnostic(CheckerMessages.notACall(text), at: location)
        }
        let (name, arguments) = try callParts(call, text: text, at: location)
        guard let type = CheckerRegistry.measure(named: name) else {
            throw LessonDiagnostic(CheckerMessages.notAMeasure(name), at: offset(location, call, in: text))
        }
        return try make(type, name, arguments, call, text, location)
    }

    public init(parsing text: String, at location: LessonLocation) throws(LessonDiagnostic) {
        self.text = text
        self.location = location
        let expression = try Self.parseExpression(text, at: location)
        body = try Self.body(expression, text: text, at: location)
    }

    // MARK: - Parsing

    private static func parseExpression(_ text: String, at location: LessonLocation) throws(LessonDiagnostic) -> ExprSyntax {
        let file = BracketChains.parse(text)
        guard file.statements.count == 1, case .expr(let raw) = file.statements.first?.item,
              !file.hasError else {
            throw LessonDiagnostic(CheckerMessages.notACall(text), at: location)
        }
        let folded = (try? OperatorTable.standardOperators.foldAll(raw)) ?? Syntax(raw)
        guard let expression = folded.as(ExprSyntax.self) else {
            throw LessonDiagnostic(CheckerMessages.notACall(text), at: location)
        }
        return expression
    }

    private static func offset(_ location: LessonLocation, _ node: some SyntaxProtocol, in text: String) -> LessonLocation {
        var moved = location
        moved.column += node.positionAfterSkippingLeadingTrivia.utf8Offset
        return moved
    }

    private static func body(_ expression: ExprSyntax, text: String, at location: LessonLocation) throws(LessonDiagnostic) -> Body {
        if let infix = expression.as(InfixOperatorExprSyntax.self),
           let op = infix.operator.as(BinaryOperatorExprSyntax.self) {
            guard let comparison = ComparisonChecker.Operator(rawValue: op.operator.text) else {
                throw LessonDiagnostic(CheckerMessages.unsupportedOperator, at: offset(location, op, in: text))
            }
            guard let call = infix.leftOperand.as(FunctionCallExprSyntax.self) else {
                throw LessonDiagnostic(CheckerMessages.notACall(text), at: location)
            }
            let (name, arguments) = try callParts(call, text: text, at: location)
            guard let type = CheckerRegistry.measure(named: name) else {
                if CheckerRegistry.checker(named: name) != nil {
                    throw LessonDiagnostic(CheckerMessages.checkerCannotBeCompared(name), at: offset(location, call, in: text))
                }
                throw LessonDiagnostic(CheckerMessages.unknownChecker(name, suggestion: suggestion(for: name)), at: offset(location, call, in: text))
            }
            let measure = try make(type, name, arguments, call, text, location)
            guard let expected = literal(infix.rightOperand) else {
                throw LessonDiagnostic(CheckerMessages.expectedLiteral, at: offset(location, infix.rightOperand, in: text))
            }
            return .comparison(ComparisonChecker(measure: measure, comparison: comparison, expected: expected))
        }
        if let prefix = expression.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "!" {
            return .negated(try body(prefix.expression, text: text, at: location))
        }
        guard let call = expression.as(FunctionCallExprSyntax.self) else {
            throw LessonDiagnostic(CheckerMessages.notACall(text), at: location)
        }
        let (name, arguments) = try callParts(call, text: text, at: location)
        guard let type = CheckerRegistry.checker(named: name) else {
            if CheckerRegistry.measure(named: name) != nil {
                throw LessonDiagnostic(CheckerMessages.measureNeedsComparison(name), at: offset(location, call, in: text))
            }
            throw LessonDiagnostic(CheckerMessages.unknownChecker(name, suggestion: suggestion(for: name)), at: offset(location, call, in: text))
        }
        do {
            return .checker(try type.init(bind(arguments, type.parameters, name)))
        } catch {
            throw LessonDiagnostic(error.message, at: offset(location, call, in: text))
        }
    }

    private static func make(_ type: any Measure.Type, _ name: String, _ arguments: [(String?, ArgumentValue)],
                             _ call: FunctionCallExprSyntax, _ text: String, _ location: LessonLocation) throws(LessonDiagnostic) -> any Measure {
        do {
            return try type.init(bind(arguments, type.parameters, name))
        } catch {
            throw LessonDiagnostic(error.message, at: offset(location, call, in: text))
        }
    }

    private static func bind(_ arguments: [(String?, ArgumentValue)], _ parameters: [CheckerParameter], _ name: String) throws(CheckerArgumentError) -> CheckerArguments {
        let positional = arguments.filter { $0.0 == nil }.map(\.1)
        let labeled = arguments.compactMap { argument in argument.0.map { ($0, argument.1) } }
        return try CheckerArguments.bind(positional: positional, labeled: labeled, to: parameters, checker: name)
    }

    private static func callParts(_ call: FunctionCallExprSyntax, text: String, at location: LessonLocation) throws(LessonDiagnostic) -> (String, [(String?, ArgumentValue)]) {
        guard let callee = call.calledExpression.as(DeclReferenceExprSyntax.self), call.trailingClosure == nil else {
            throw LessonDiagnostic(CheckerMessages.notACall(text), at: location)
        }
        var arguments: [(String?, ArgumentValue)] = []
        for argument in call.arguments {
            guard let value = argumentValue(argument.expression) else {
                throw LessonDiagnostic(CheckerMessages.unsupportedArgument, at: offset(location, argument.expression, in: text))
            }
            arguments.append((argument.label?.text, value))
        }
        return (callee.baseName.text, arguments)
    }

    private static func argumentValue(_ expression: ExprSyntax) -> ArgumentValue? {
        if let name = dottedName(expression) { return .name(name) }
        return literal(expression).flatMap { value -> ArgumentValue? in
            switch value {
            case .int(let n): return .int(n)
            case .bool(let b): return .bool(b)
            case .text(let t): return .string(t)
            case .missing: return nil
            }
        }
    }

    private static func dottedName(_ expression: ExprSyntax) -> [String]? {
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return [reference.baseName.text] }
        if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base, let head = dottedName(base) {
            return head + [member.declName.baseName.text]
        }
        return nil
    }

    private static func literal(_ expression: ExprSyntax) -> MeasuredValue? {
        if let integer = expression.as(IntegerLiteralExprSyntax.self) {
            return Int(integer.literal.text.replacingEvery("_", with: "")).map(MeasuredValue.int)
        }
        if let prefix = expression.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "-",
           let integer = prefix.expression.as(IntegerLiteralExprSyntax.self), let n = Int(integer.literal.text) {
            return .int(-n)
        }
        if let boolean = expression.as(BooleanLiteralExprSyntax.self) { return .bool(boolean.literal.text == "true") }
        if let string = expression.as(StringLiteralExprSyntax.self) {
            var text = ""
            for segment in string.segments {
                guard let piece = segment.as(StringSegmentSyntax.self) else { return nil }
                text += piece.content.text
            }
            return .text(text)
        }
        return nil
    }

    /// The registered name closest to a misspelt one.
    static func suggestion(for name: String) -> String? {
        let scored = CheckerRegistry.names.map { ($0, editDistance($0.lowercased(), name.lowercased())) }
        guard let best = scored.min(by: { $0.1 < $1.1 }), best.1 <= max(2, name.count / 3) else { return nil }
        return best.0
    }
}

/// Levenshtein distance, for "did you mean".
func editDistance(_ a: String, _ b: String) -> Int {
    let a = Array(a), b = Array(b)
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var previous = Array(0...b.count)
    for i in 1...a.count {
        var current = [i] + Array(repeating: 0, count: b.count)
        for j in 1...b.count {
            current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
        }
        previous = current
    }
    return previous[b.count]
}
