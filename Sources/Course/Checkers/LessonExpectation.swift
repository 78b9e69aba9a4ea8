import SwiftSubset
import SwiftSubsetAST
import LiveRuntime

/// One line of an exercise's or prediction's `expect:` list, parsed into
/// the checker it calls: `instances(Counter) == 1`,
/// `survives(ChildView.counter.count, after: "Re-render parent")`,
/// `!rerendered(ParentView, by: "Increment")`.
///
/// The syntax is Swift's own — the text is parsed and lowered by the Swift
/// frontend as any Swift is, and the call read from the lowered
/// expression — so a lesson author writes a call as they would in Swift.
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
        guard case .call = expression.kind else {
            throw LessonDiagnostic(CheckerMessages.notACall(text), at: location)
        }
        let (name, arguments) = try callParts(expression, text: text, at: location)
        guard let type = CheckerRegistry.measure(named: name) else {
            throw LessonDiagnostic(CheckerMessages.notAMeasure(name), at: place(expression, in: location))
        }
        return try make(type, name, arguments, expression, location)
    }

    public init(parsing text: String, at location: LessonLocation) throws(LessonDiagnostic) {
        self.text = text
        self.location = location
        let expression = try Self.parseExpression(text, at: location)
        body = try Self.body(expression, text: text, at: location)
    }

    // MARK: - Parsing

    /// The one expression `text` is, lowered by the Swift frontend. Its
    /// positions are placed in the lesson file, from `location` on.
    /// Lowering's own complaints are not needed: a construct it did not
    /// lower is `.discard`, which no checker argument is.
    private static func parseExpression(_ text: String, at location: LessonLocation) throws(LessonDiagnostic) -> Expr {
        let lowered = SwiftFrontend.lower(text, file: location.file, firstLine: location.line)
        if let failure = lowered.syntaxErrors.first(where: { $0.id == .internalError || $0.id == "frontend.unavailable" }) {
            throw LessonDiagnostic(failure.message, at: location)
        }
        guard lowered.syntaxErrors.isEmpty, let statements = lowered.program?.statements, statements.count == 1,
              case .expression(let expression) = statements[0].kind else {
            throw LessonDiagnostic(CheckerMessages.notACall(text), at: location)
        }
        return expression
    }

    /// Where `expression` stands in the lesson file: the expectation's
    /// place moved along its line.
    private static func place(_ expression: Expr, in location: LessonLocation) -> LessonLocation {
        var moved = location
        if expression.position.line == location.line { moved.column += expression.position.column - 1 }
        return moved
    }

    private static func body(_ expression: Expr, text: String, at location: LessonLocation) throws(LessonDiagnostic) -> Body {
        switch expression.kind {
        case .binary(let op, let left, let right):
            guard let comparison = ComparisonChecker.Operator(rawValue: op) else {
                throw LessonDiagnostic(CheckerMessages.unsupportedOperator, at: place(expression, in: location))
            }
            guard case .call = left.kind else {
                throw LessonDiagnostic(CheckerMessages.notACall(text), at: location)
            }
            let (name, arguments) = try callParts(left, text: text, at: location)
            guard let type = CheckerRegistry.measure(named: name) else {
                if CheckerRegistry.checker(named: name) != nil {
                    throw LessonDiagnostic(CheckerMessages.checkerCannotBeCompared(name), at: place(left, in: location))
                }
                throw LessonDiagnostic(CheckerMessages.unknownChecker(name, suggestion: suggestion(for: name)), at: place(left, in: location))
            }
            let measure = try make(type, name, arguments, left, location)
            guard let expected = literal(right) else {
                throw LessonDiagnostic(CheckerMessages.expectedLiteral, at: place(right, in: location))
            }
            return .comparison(ComparisonChecker(measure: measure, comparison: comparison, expected: expected))
        case .compoundAssign:
            // `a += 1` is an operator, if not a comparison.
            throw LessonDiagnostic(CheckerMessages.unsupportedOperator, at: place(expression, in: location))
        case .prefix("!", let operand):
            return .negated(try body(operand, text: text, at: location))
        case .call:
            let (name, arguments) = try callParts(expression, text: text, at: location)
            guard let type = CheckerRegistry.checker(named: name) else {
                if CheckerRegistry.measure(named: name) != nil {
                    throw LessonDiagnostic(CheckerMessages.measureNeedsComparison(name), at: place(expression, in: location))
                }
                throw LessonDiagnostic(CheckerMessages.unknownChecker(name, suggestion: suggestion(for: name)), at: place(expression, in: location))
            }
            do {
                return .checker(try type.init(bind(arguments, type.parameters, name)))
            } catch {
                throw LessonDiagnostic(error.message, at: place(expression, in: location))
            }
        default:
            throw LessonDiagnostic(CheckerMessages.notACall(text), at: location)
        }
    }

    private static func make(_ type: any Measure.Type, _ name: String, _ arguments: [(String?, ArgumentValue)],
                             _ call: Expr, _ location: LessonLocation) throws(LessonDiagnostic) -> any Measure {
        do {
            return try type.init(bind(arguments, type.parameters, name))
        } catch {
            throw LessonDiagnostic(error.message, at: place(call, in: location))
        }
    }

    private static func bind(_ arguments: [(String?, ArgumentValue)], _ parameters: [CheckerParameter], _ name: String) throws(CheckerArgumentError) -> CheckerArguments {
        let positional = arguments.filter { $0.0 == nil }.map(\.1)
        let labeled = arguments.compactMap { argument in argument.0.map { ($0, argument.1) } }
        return try CheckerArguments.bind(positional: positional, labeled: labeled, to: parameters, checker: name)
    }

    /// The name a call calls and its arguments: a plain name, called with
    /// names and literals in parentheses (no trailing closure).
    private static func callParts(_ call: Expr, text: String, at location: LessonLocation) throws(LessonDiagnostic) -> (String, [(String?, ArgumentValue)]) {
        guard case .call(let callee, let list) = call.kind, case .name(.unresolved(let name), _) = callee.kind,
              !list.contains(where: \.isTrailingClosure) else {
            throw LessonDiagnostic(CheckerMessages.notACall(text), at: location)
        }
        var arguments: [(String?, ArgumentValue)] = []
        for argument in list {
            guard let value = argumentValue(argument.value) else {
                throw LessonDiagnostic(CheckerMessages.unsupportedArgument, at: place(argument.value, in: location))
            }
            arguments.append((argument.label, value))
        }
        return (name, arguments)
    }

    private static func argumentValue(_ expression: Expr) -> ArgumentValue? {
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

    /// `counter`, `ChildView.counter.count`: names joined by dots.
    private static func dottedName(_ expression: Expr) -> [String]? {
        switch expression.kind {
        case .name(.unresolved(let name), _): return [name]
        case .selfRef: return ["self"]
        case .member(let base, let member): return dottedName(base).map { $0 + [member] }
        default: return nil
        }
    }

    /// A whole number (negative ones too), `true`/`false`, or a string
    /// with no interpolation.
    private static func literal(_ expression: Expr) -> MeasuredValue? {
        switch expression.kind {
        case .integer(let n): return .int(n)
        case .boolean(let b): return .bool(b)
        case .string(let text): return .text(text)
        default: return nil
        }
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
