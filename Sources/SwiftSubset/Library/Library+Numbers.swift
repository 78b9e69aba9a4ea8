/// `Int`, `Double` and `Bool`.
extension Library {
    func installNumbers() {
        // Int
        staticProperty(int, "max", .int) { _, _, _ throws(Unwind) in .int(Int.max) }
        staticProperty(int, "zero", .int) { _, _, _ throws(Unwind) in .int(0) }
        staticProperty(int, "min", .int) { _, _, _ throws(Unwind) in .int(Int.min) }
        staticMethod(int, "init(_:)", .int) { _, _, args, at throws(Unwind) in
            switch args[0] {
            case .int: return args[0]
            case .fixedWidth: return .int(try Library.int(args[0], at))
            case .float(let f):
                return .int(Int(truncatingIfNeeded: try Library.fixedWidth(.int64, converting: Double(f), from: "Float", named: "Int", at: at).value))
            case .double(let d):
                guard d.isFinite else {
                    throw .trap(Trap(message: LanguageMessages.doubleToIntNotFinite, position: at))
                }
                guard d < 9.223372036854775807e18 else {
                    throw .trap(Trap(message: LanguageMessages.doubleToIntTooLarge, position: at))
                }
                guard d >= -9.223372036854775808e18 else {
                    throw .trap(Trap(message: LanguageMessages.doubleToIntTooSmall, position: at))
                }
                return .int(Int(d))
            case .string(let s): return Int(s).map { .some(.int($0)) } ?? .none
            case .character(let c): return Int(String(c)).map { .some(.int($0)) } ?? .none
            default: throw .trap(Trap(message: LanguageMessages.cannotConvert(to: "Int"), position: at))
            }
        }
        staticMethod(int, "init(exactly:)", .optional(.int)) { _, _, args, at throws(Unwind) in
            let d = try Library.double(args[0], at)
            return d.rounded() == d ? .some(.int(Int(d))) : .none
        }
        staticMethod(int, "init()", .int) { _, _, _, _ throws(Unwind) in .int(0) }
        staticMethod(int, "random(in:)", .int) { rt, _, args, at throws(Unwind) in
            guard case .range(let r) = args[0], let bounds = r.intRange, !bounds.isEmpty else {
                throw .trap(Trap(message: LanguageMessages.emptyRandomRange, position: at))
            }
            return .int(bounds.lowerBound + Int(rt.nextRandom() % UInt64(bounds.count)))
        }
        method(int, "isMultiple(of:)", .bool) { _, v, args, at throws(Unwind) in
            .bool(try Library.int(v, at).isMultiple(of: try Library.int(args[0], at)))
        }
        method(int, "advanced(by:)", .int) { _, v, args, at throws(Unwind) in .int(try Library.int(v, at) + Library.int(args[0], at)) }
        method(int, "distance(to:)", .int) { _, v, args, at throws(Unwind) in .int(try Library.int(args[0], at) - Library.int(v, at)) }
        property(int, "description", .string) { _, v, at throws(Unwind) in .string(String(try Library.int(v, at))) }
        property(int, "magnitude", .int) { _, v, at throws(Unwind) in .int(Int(try Library.int(v, at).magnitude)) }
        property(int, "signum", .int) { _, v, at throws(Unwind) in .int(try Library.int(v, at).signum()) }
        method(int, "signum()", .int) { _, v, _, at throws(Unwind) in .int(try Library.int(v, at).signum()) }
        method(int, "quotientAndRemainder(dividingBy:)") { _, v, args, at throws(Unwind) in
            let divisor = try Library.int(args[0], at)
            if divisor == 0 { throw .trap(Trap(message: LanguageMessages.divisionByZero, position: at)) }
            let (q, r) = try Library.int(v, at).quotientAndRemainder(dividingBy: divisor)
            return .tuple(TupleValue(labels: ["quotient", "remainder"], elements: [.int(q), .int(r)]))
        }
        for (name, f) in [("addingReportingOverflow", { (a: Int, b: Int) in a.addingReportingOverflow(b) }),
                          ("subtractingReportingOverflow", { (a: Int, b: Int) in a.subtractingReportingOverflow(b) }),
                          ("multipliedReportingOverflow", { (a: Int, b: Int) in a.multipliedReportingOverflow(by: b) })]
            as [(String, (Int, Int) -> (partialValue: Int, overflow: Bool))] {
            let spec = name == "multipliedReportingOverflow" ? "\(name)(by:)" : "\(name)(_:)"
            method(int, spec) { _, v, args, at throws(Unwind) in
                let r = f(try Library.int(v, at), try Library.int(args[0], at))
                return .tuple(TupleValue(labels: ["partialValue", "overflow"], elements: [.int(r.partialValue), .bool(r.overflow)]))
            }
        }
        mutating(int, "negate()") { _, v, _, at throws(Unwind) in v = .int(-(try Library.int(v, at))); return .void }

        // Double
        staticProperty(double, "pi", .double) { _, _, _ throws(Unwind) in .double(Double.pi) }
        staticProperty(double, "infinity", .double) { _, _, _ throws(Unwind) in .double(Double.infinity) }
        staticProperty(double, "nan", .double) { _, _, _ throws(Unwind) in .double(Double.nan) }
        staticProperty(double, "greatestFiniteMagnitude", .double) { _, _, _ throws(Unwind) in .double(Double.greatestFiniteMagnitude) }
        staticMethod(double, "init(_:)", .double) { _, _, args, at throws(Unwind) in
            switch args[0] {
            case .int(let i): return .double(Double(i))
            case .fixedWidth(let x): return .double(Double(x.value))
            case .float(let f): return .double(Double(f))
            case .double: return args[0]
            case .string(let s): return Double(s).map { .some(.double($0)) } ?? .none
            default: throw .trap(Trap(message: LanguageMessages.cannotConvert(to: "Double"), position: at))
            }
        }
        staticMethod(double, "init()", .double) { _, _, _, _ throws(Unwind) in .double(0) }
        // `Double(exactly: n)`: nil unless the value converts without rounding.
        staticMethod(double, "init(exactly:)", .optional(.double)) { _, _, args, at throws(Unwind) in
            switch args[0] {
            case .double(let d): return .some(.double(d))
            case .float(let f): return .some(.double(Double(f)))
            case .int(let i): return Double(exactly: i).map { .some(.double($0)) } ?? .none
            case .fixedWidth(let x): return Double(exactly: x.value).map { .some(.double($0)) } ?? .none
            default: throw .trap(Trap(message: LanguageMessages.cannotConvert(to: "Double"), position: at))
            }
        }
        staticMethod(double, "random(in:)", .double) { rt, _, args, at throws(Unwind) in
            guard case .range(let r) = args[0], let lo = r.lower.numeric, let hi = r.upper?.numeric else {
                throw .trap(Trap(message: LanguageMessages.expected("a range"), position: at))
            }
            let unit = Double(rt.nextRandom() >> 11) / Double(1 << 53)
            return .double(lo + (hi - lo) * unit)
        }
        method(double, "rounded()", .double) { _, v, _, at throws(Unwind) in .double(try Library.double(v, at).rounded()) }
        method(double, "squareRoot()", .double) { _, v, _, at throws(Unwind) in .double(try Library.double(v, at).squareRoot()) }
        method(double, "truncatingRemainder(dividingBy:)", .double) { _, v, args, at throws(Unwind) in
            .double(try Library.double(v, at).truncatingRemainder(dividingBy: try Library.double(args[0], at)))
        }
        property(double, "description", .string) { _, v, at throws(Unwind) in .string(Library.format(try Library.double(v, at))) }
        property(double, "isNaN", .bool) { _, v, at throws(Unwind) in .bool(try Library.double(v, at).isNaN) }
        property(double, "isInfinite", .bool) { _, v, at throws(Unwind) in .bool(try Library.double(v, at).isInfinite) }
        property(double, "magnitude", .double) { _, v, at throws(Unwind) in .double(try Library.double(v, at).magnitude) }

        // Bool
        staticMethod(bool, "random()", .bool) { rt, _, _, _ throws(Unwind) in .bool(rt.nextRandom() & 1 == 1) }
        staticMethod(bool, "init(_:)", .bool) { _, _, args, _ throws(Unwind) in
            if case .string(let s) = args[0] { return Bool(s).map { .some(.bool($0)) } ?? .none }
            return args[0]
        }
        mutating(bool, "toggle()") { _, v, _, _ throws(Unwind) in
            if case .bool(let b) = v { v = .bool(!b) }
            return .void
        }
        property(bool, "description", .string) { _, v, _ throws(Unwind) in .string(v.asBool == true ? "true" : "false") }
    }

    func installOptional() {
        // `map<U>`: `U?`, where `U` may itself be optional (`Int?` from
        // `Int($0)`: the result nests, `Optional(Optional(42))`).
        let mapOptional: NativeMember.Method = { rt, v, args, at throws(Unwind) in
            guard case .some(let inner) = v else { return .none }
            return Value.wrapOptional(try rt.call(try Library.function(args[0], at), [inner], at: at))
        }
        method(optional, "map(_:)", resultFrom: { _ in .unknown }, types: [.function([.generic("Wrapped")], .generic("U"))],
               genericResult: (parameter: "U", type: .optional(.generic("U"))), mapOptional)
        optional.deferNative("map") { optional in
            if let index = optional.nativeMembers["map"]?.indices.last {
                optional.nativeMembers["map"]?[index].specialized = { types in
                    guard case .function(_, let result)? = types.first, result.isOptional else { return mapOptional }
                    return { rt, v, args, at throws(Unwind) in
                        guard case .some(let inner) = v else { return .none }
                        return .some(Value.wrapOptional(try rt.call(try Library.function(args[0], at), [inner], at: at)))
                    }
                }
            }
        }
        method(optional, "flatMap(_:)") { rt, v, args, at throws(Unwind) in
            guard case .some(let inner) = v else { return .none }
            return Value.wrapOptional(try rt.call(try Library.function(args[0], at), [inner], at: at))
        }
        property(optional, "unsafelyUnwrapped") { _, v, at throws(Unwind) in
            guard case .some(let inner) = v else { throw .trap(Trap(message: LanguageMessages.unwrappedNil, position: at)) }
            return inner
        }
        property(optional, "debugDescription", .string) { rt, v, at throws(Unwind) in
            .string(try rt.library.debugDescribe(v, rt: rt, at: at))
        }
    }
}
