/// `reduce(initial, +)` with an operator or `max`/`min` as the combining
/// function. Each of these is generic over one type or overloaded only as
/// `(T, T) -> T`, so passing it binds `reduce`'s `Result` to the sequence's
/// `Element`: an initial value of another type fits no overload, and
/// swiftc refuses the call (`(1...3).reduce(0.5, +)`), where the run time
/// alone would mix an `Int` into a `Double`.
///
/// Reports, in swiftc's words: for `+` and `-` with a numeric initial
/// value (numbers also have a unary `+` and `-`, `(T) -> T`), that the
/// operator does not convert to the expected function type; otherwise,
/// that the initial value does not convert to the element type.
extension Compiler {
    /// Whether `receiver.reduce(arguments)` was refused.
    func refuseReduceOperator(_ base: Expr, _ receiver: StaticType, _ arguments: [Argument]) -> Bool {
        guard Compiler.refuses else { return false }
        guard arguments.count == 2, arguments.allSatisfy({ $0.label == nil }),
              case .name(.unresolved(let name), _) = Compiler.unparenthesized(arguments[1].value).kind,
              Compiler.homogeneousCombiners.contains(name),
              let (element, spelled) = reducedElement(receiver, base),
              Compiler.standardScalars.contains(element) else { return false }
        // An array literal's elements take the initial value's type
        // (`[1, 2].reduce(0.5, +)` adds Doubles).
        if case .array = Compiler.unparenthesized(base).kind { return false }
        let initial = arguments[0].value
        let saved = diagnostics, savedCount = errorCount
        let result = compileExpr(initial).type
        diagnostics = saved
        errorCount = savedCount
        guard Compiler.standardScalars.contains(result), result != element else { return false }
        if result == .int, element == .double, Compiler.isLiteral(initial) { return false }   // `0` is a Double here
        if name == "+" || name == "-", result.isNumeric {
            let alias = spelled == element.description ? "" : " (aka '(\(result), \(element)) throws -> \(result)')"
            error(LanguageMessages.operatorDoesNotConvert(unary: "(\(result)) -> \(result)",
                                                          to: "(\(result), \(spelled)) throws -> \(result)", alias: alias),
                  at: arguments[1].value.position)
        } else {
            error(LanguageMessages.cannotConvertValue(result.description, element.description, site: .argument),
                  at: initial.position)
        }
        return true
    }

    /// `reduce(0, +)` whose result the context makes another number type
    /// than the elements: `temps.reduce(0, +) / temps.count` (the `Int`
    /// count makes the sum an `Int`), `let n: Int = temps.reduce(0, +)`.
    /// The literal start takes that type, and `+` then binds it to the
    /// elements', as above: swiftc refuses the operator. True when refused.
    func refuseReduceForcedTo(_ forced: StaticType, _ expr: Expr) -> Bool {
        guard Compiler.refuses else { return false }
        guard case .call(let callee, let arguments) = Compiler.unparenthesized(expr).kind,
              case .member(let base, "reduce") = callee.kind else { return false }
        return refuseReduceForcedTo(forced, base: base, arguments)
    }

    func refuseReduceForcedTo(_ forced: StaticType, base: Expr, _ arguments: [Argument]) -> Bool {
        guard Compiler.refuses else { return false }
        guard forced == .int || forced == .double, arguments.count == 2, arguments.allSatisfy({ $0.label == nil }),
              case .name(.unresolved(let name), _) = Compiler.unparenthesized(arguments[1].value).kind,
              name == "+" || name == "-" else { return false }
        switch Compiler.unparenthesized(arguments[0].value).kind {
        case .integer: break
        case .float where forced == .double: break
        default: return false
        }
        if case .array = Compiler.unparenthesized(base).kind { return false }
        let saved = diagnostics, savedCount = errorCount
        let receiver = compileExpr(base).type
        diagnostics = saved
        errorCount = savedCount
        guard let (element, spelled) = reducedElement(receiver, base), element == .int || element == .double,
              element != forced else { return false }
        let alias = spelled == element.description ? "" : " (aka '(\(forced), \(element)) throws -> \(forced)')"
        error(LanguageMessages.operatorDoesNotConvert(unary: "(\(forced)) -> \(forced)",
                                                      to: "(\(forced), \(spelled)) throws -> \(forced)", alias: alias),
              at: arguments[1].value.position)
        return true
    }

    /// The type `receiver.reduce(initial, op)` returns when `op` is one of
    /// the combiners above: the elements' (the operator binds `Result` to
    /// `Element`, and an initial value of another type was refused above).
    func reduceOperatorResult(_ base: Expr, _ receiver: StaticType, _ arguments: [Argument]) -> StaticType? {
        guard arguments.count == 2, arguments.allSatisfy({ $0.label == nil }),
              case .name(.unresolved(let name), _) = Compiler.unparenthesized(arguments[1].value).kind,
              Compiler.homogeneousCombiners.contains(name),
              let (element, _) = reducedElement(receiver, base),
              Compiler.standardScalars.contains(element) else { return nil }
        if case .array = Compiler.unparenthesized(base).kind { return nil }
        return element
    }

    /// `items.map(\.total).reduce(.zero, +)` over a program type that has
    /// a static member of that name and type (`Money.zero`): swiftc's
    /// solver finds the start's type through `+`'s overloads, which are
    /// `(T, T) -> T`, so the result is the element type. Nil otherwise.
    func reduceImplicitStartResult(_ receiver: StaticType, _ arguments: [Argument]) -> StaticType? {
        guard arguments.count == 2, arguments.allSatisfy({ $0.label == nil }),
              case .implicitMember(let member) = Compiler.unparenthesized(arguments[0].value).kind,
              case .name(.unresolved(let name), _) = Compiler.unparenthesized(arguments[1].value).kind,
              Compiler.homogeneousCombiners.contains(name),
              case .nominal(let info, _) = StaticType.elementType(of: receiver), Compiler.isProgramType(info),
              case .property(let property)? = library.lookupStatic(info, member),
              property.type == StaticType.elementType(of: receiver) else { return nil }
        return property.type
    }

    /// Combining functions whose every overload is `(T, T) -> T`.
    static let homogeneousCombiners: Set<String> = ["+", "-", "*", "/", "%", "max", "min"]

    /// The standard types these overloads cover.
    static let standardScalars: Set<String> = ["Int", "Double", "String"]

    /// A sequence's element type, and how swiftc spells it in a function
    /// type that mentions it (`ClosedRange<Int>.Element`). A range's static
    /// type does not say whether it is closed: only a range written at the
    /// call (`(1...3)`) is judged.
    private func reducedElement(_ receiver: StaticType, _ base: Expr) -> (StaticType, String)? {
        switch receiver {
        case .array(let element):
            return (element, element.description)
        case .nominal(let info, let arguments) where info === library.set && arguments.count == 1:
            return (arguments[0], arguments[0].description)
        case .nominal(let info, let arguments) where info === library.range && arguments.count == 1:
            guard case .binary(let op, _, _) = Compiler.unparenthesized(base).kind, op == "..." || op == "..<" else { return nil }
            return (arguments[0], "\(op == "..." ? "ClosedRange" : "Range")<\(arguments[0])>.Element")
        default:
            return nil
        }
    }
}

private extension Set where Element == String {
    func contains(_ type: StaticType) -> Bool { contains(type.description) }
}
