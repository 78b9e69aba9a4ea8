/// `Float` as the 32-bit binary float it is (`Float(1) / 3` prints
/// `0.33333334`: every step rounds to 32 bits), and the floating-point
/// members `Double` and `Float` share: `remainder(dividingBy:)`,
/// `ulpOfOne`, `leastNonzeroMagnitude`, `isFinite`, `nextUp`, …
///
/// A literal meeting a `Float` takes its type, as the type checker would.
extension Library {
    func installFloatingPoint() {
        installFloat()
        installDoubleExtras()
    }

    private func installFloat() {
        let me: StaticType = .nominal(float, [])
        func read(_ v: Value, _ at: SourcePosition) throws(Unwind) -> Float {
            switch v.unwrappedIfOptional {
            case .float(let f): return f
            case let other: return Float(try Library.double(other, at))
            }
        }
        for (name, value) in [("pi", Float.pi), ("infinity", .infinity), ("nan", .nan),
                              ("greatestFiniteMagnitude", .greatestFiniteMagnitude),
                              ("leastNonzeroMagnitude", .leastNonzeroMagnitude), ("leastNormalMagnitude", .leastNormalMagnitude),
                              ("ulpOfOne", .ulpOfOne), ("zero", 0)] as [(String, Float)] {
            staticProperty(float, name, me) { _, _, _ throws(Unwind) in .float(value) }
        }
        staticMethod(float, "init()", me) { _, _, _, _ throws(Unwind) in .float(0) }
        staticMethod(float, "init(_:)", me) { _, _, args, at throws(Unwind) in
            switch args[0].unwrappedIfOptional {
            case .string(let s): return Float(s).map { .some(.float($0)) } ?? .none
            case .float: return args[0].unwrappedIfOptional
            case .fixedWidth(let x): return .float(Float(x.value))
            case let v: return .float(Float(try Library.double(v, at)))
            }
        }
        staticMethod(float, "random(in:)", me) { rt, _, args, at throws(Unwind) in
            guard case .range(let r) = args[0], let lo = r.lower.numeric, let hi = r.upper?.numeric else {
                throw .trap(Trap(message: LanguageMessages.expected("a range"), position: at))
            }
            let unit = Double(rt.nextRandom() >> 40) / Double(1 << 24)
            return .float(Float(lo + (hi - lo) * unit))
        }
        property(float, "description", .string) { _, v, at throws(Unwind) in .string("\(try read(v, at))") }
        for (name, f) in [("magnitude", { (x: Float) in x.magnitude }), ("nextUp", { $0.nextUp }), ("nextDown", { $0.nextDown }),
                          ("ulp", { $0.ulp })] as [(String, (Float) -> Float)] {
            property(float, name, me) { _, v, at throws(Unwind) in .float(f(try read(v, at))) }
        }
        for (name, test) in [("isNaN", { (x: Float) in x.isNaN }), ("isInfinite", { $0.isInfinite }), ("isFinite", { $0.isFinite }),
                             ("isZero", { $0.isZero }), ("isNormal", { $0.isNormal })] as [(String, (Float) -> Bool)] {
            property(float, name, .bool) { _, v, at throws(Unwind) in .bool(test(try read(v, at))) }
        }
        method(float, "squareRoot()", me) { _, v, _, at throws(Unwind) in .float(try read(v, at).squareRoot()) }
        method(float, "rounded()", me) { _, v, _, at throws(Unwind) in .float(try read(v, at).rounded()) }
        method(float, "truncatingRemainder(dividingBy:)", me) { _, v, args, at throws(Unwind) in
            .float(try read(v, at).truncatingRemainder(dividingBy: try read(args[0], at)))
        }
        method(float, "remainder(dividingBy:)", me) { _, v, args, at throws(Unwind) in
            .float(try read(v, at).remainder(dividingBy: try read(args[0], at)))
        }
        if let rule = types["FloatingPointRoundingRule"] {
            method(float, "rounded(_:)", me, types: [.nominal(rule, [])]) { _, v, args, at throws(Unwind) in
                .float(try read(v, at).rounded(Library.roundingRule(args[0])))
            }
        }
    }

    private func installDoubleExtras() {
        for (name, value) in [("ulpOfOne", Double.ulpOfOne), ("leastNonzeroMagnitude", .leastNonzeroMagnitude),
                              ("leastNormalMagnitude", .leastNormalMagnitude), ("zero", 0)] as [(String, Double)] {
            staticProperty(double, name, .double) { _, _, _ throws(Unwind) in .double(value) }
        }
        for (name, f) in [("nextUp", { (x: Double) in x.nextUp }), ("nextDown", { $0.nextDown }), ("ulp", { $0.ulp })]
            as [(String, (Double) -> Double)] {
            property(double, name, .double) { _, v, at throws(Unwind) in .double(f(try Library.double(v, at))) }
        }
        for (name, test) in [("isFinite", { (x: Double) in x.isFinite }), ("isZero", { $0.isZero }), ("isNormal", { $0.isNormal })]
            as [(String, (Double) -> Bool)] {
            property(double, name, .bool) { _, v, at throws(Unwind) in .bool(test(try Library.double(v, at))) }
        }
        method(double, "remainder(dividingBy:)", .double) { _, v, args, at throws(Unwind) in
            .double(try Library.double(v, at).remainder(dividingBy: try Library.double(args[0], at)))
        }
    }

    /// `a op b` when either side is a `Float` (the other a `Float` or a
    /// literal); nil when Swift has no such operator.
    func floatBinary(_ op: String, _ a: Value, _ b: Value, at position: SourcePosition) -> Value? {
        func float(_ v: Value) -> Float? {
            switch v {
            case .float(let f): return f
            case .int(let i): return Float(i)
            case .double(let d): return Float(d)
            default: return nil
            }
        }
        guard let x = float(a), let y = float(b) else { return nil }
        switch op {
        case "+": return .float(x + y)
        case "-": return .float(x - y)
        case "*": return .float(x * y)
        case "/": return .float(x / y)
        case "==": return .bool(x == y)
        case "!=": return .bool(x != y)
        case "<": return .bool(x < y)
        case ">": return .bool(x > y)
        case "<=": return .bool(x <= y)
        case ">=": return .bool(x >= y)
        default: return nil
        }
    }

    /// A rounding-rule argument (`.up`, `.toNearestOrEven`, …).
    static func roundingRule(_ value: Value) -> FloatingPointRoundingRule {
        let rules: [String: FloatingPointRoundingRule] = [
            "up": .up, "down": .down, "towardZero": .towardZero, "awayFromZero": .awayFromZero,
            "toNearestOrAwayFromZero": .toNearestOrAwayFromZero, "toNearestOrEven": .toNearestOrEven,
        ]
        return rules[value.asString ?? ""] ?? .toNearestOrAwayFromZero
    }
}
