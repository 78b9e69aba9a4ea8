/// Operators on values: arithmetic with Swift's overflow and division
/// checks, comparisons, concatenation, and user-defined operator functions.
extension Library {
    func binary(_ op: String, _ a: Value, _ b: Value, rt: Runtime, at position: SourcePosition) throws(Unwind) -> Value {
        if case .fixedWidth = a, let r = try fixedWidthBinary(op, a, b, at: position) { return r }
        if case .fixedWidth = b, let r = try fixedWidthBinary(op, a, b, at: position) { return r }
        if case .float = a, let r = floatBinary(op, a, b, at: position) { return r }
        if case .float = b, let r = floatBinary(op, a, b, at: position) { return r }
        switch (a, b) {
        case (.int(let x), .int(let y)):
            return try intBinary(op, x, y, at: position)
        case (.double, _), (_, .double):
            if let x = a.numeric, let y = b.numeric { return try doubleBinary(op, x, y, at: position) }
        case (.string, _) where op == "+", (.character, _) where op == "+":
            return .string(try Library.string(a, position) + Library.string(b, position))
        case (.array(let x), .array(let y)) where op == "+":
            return .array(x + y)
        case (.array(let x), .native(let n as ArraySliceValue)) where op == "+":
            return .array(x + n.values)   // `files += rest[...]`: an Array and a slice make an Array
        case (.native(let n as ArraySliceValue), .array(let y)) where op == "+":
            return .native(ArraySliceValue(values: n.values + y, startIndex: n.startIndex))
        case (.native(let n as ArraySliceValue), .native(_ as NativeSequence)) where op == "+",
             (.native(let n as ArraySliceValue), .range) where op == "+":
            // `cards[n...] + cards[..<n]`: a slice and another sequence of
            // its elements make a slice (RangeReplaceableCollection's `+`).
            return .native(ArraySliceValue(values: n.values + (try elements(of: b, rt: rt, at: position)), startIndex: n.startIndex))
        case (.array(let x), .range), (.array(let x), .set), (.array(let x), .string), (.array(let x), .native(_ as NativeSequence)):
            // RangeReplaceableCollection's `+` takes any sequence of the
            // elements: `scores + (1...3)`, `letters + "bc"`.
            if op == "+" { return .array(x + (try elements(of: b, rt: rt, at: position))) }
        case (.range, .array(let y)), (.set, .array(let y)), (.native(_ as NativeSequence), .array(let y)):
            // …and a sequence before an array gives the array's type.
            if op == "+" { return .array((try elements(of: a, rt: rt, at: position)) + y) }
        case (.some(let x), _) where !Library.comparisonOperators.contains(op):
            return try binary(op, x, b, rt: rt, at: position)
        case (_, .some(let y)) where !Library.comparisonOperators.contains(op):
            return try binary(op, a, y, rt: rt, at: position)
        default:
            break
        }
        if let custom = try userOperator(op, a, b, rt: rt, at: position) { return custom }
        switch op {
        case "~=":
            // The standard `~=`: a range contains the value; otherwise `==`.
            if case .range(let r) = a { return .bool(try rangeContains(r, b, rt: rt, at: position)) }
            return .bool(try equal(a, b, rt: rt, at: position))
        case "==": return .bool(try equal(a, b, rt: rt, at: position))
        case "!=": return .bool(!(try equal(a, b, rt: rt, at: position)))
        case "<": return .bool(try less(a, b, rt: rt, at: position))
        case ">": return .bool(try less(b, a, rt: rt, at: position))
        case "<=": return .bool(!(try less(b, a, rt: rt, at: position)))
        case ">=": return .bool(!(try less(a, b, rt: rt, at: position)))
        default:
            if let r = try timeBinary(op, a, b, at: position) { return r }
            if case .native(let n) = a, let time = n as? DispatchTimeValue {
                return .native(DispatchTimeValue(nanoseconds: time.nanoseconds + (try Library.nanoseconds(b, at: position))))
            }
            if case .native(let n) = a, let d = n as? DurationValue, case .native(let m) = b, let e = m as? DurationValue {
                return .native(DurationValue(nanoseconds: op == "-" ? d.nanoseconds - e.nanoseconds : d.nanoseconds + e.nanoseconds))
            }
            throw .trap(Trap(message: LanguageMessages.binaryOperator(op, typeName(of: a), typeName(of: b)), position: position))
        }
    }

    static let comparisonOperators: Set<String> = ["==", "!=", "<", ">", "<=", ">="]

    private func intBinary(_ op: String, _ x: Int, _ y: Int, at position: SourcePosition) throws(Unwind) -> Value {
        func overflow() -> Unwind { .trap(Trap(message: LanguageMessages.overflow, position: position)) }
        switch op {
        case "+": let (r, o) = x.addingReportingOverflow(y); if o { throw overflow() }; return .int(r)
        case "-": let (r, o) = x.subtractingReportingOverflow(y); if o { throw overflow() }; return .int(r)
        case "*": let (r, o) = x.multipliedReportingOverflow(by: y); if o { throw overflow() }; return .int(r)
        case "/":
            if y == 0 { throw .trap(Trap(message: LanguageMessages.divisionByZero, position: position)) }
            let (r, o) = x.dividedReportingOverflow(by: y); if o { throw overflow() }; return .int(r)
        case "%":
            if y == 0 { throw .trap(Trap(message: LanguageMessages.remainderByZero, position: position)) }
            let (r, o) = x.remainderReportingOverflow(dividingBy: y); if o { throw overflow() }; return .int(r)
        case "&+": return .int(x &+ y)
        case "&-": return .int(x &- y)
        case "&*": return .int(x &* y)
        case "&": return .int(x & y)
        case "|": return .int(x | y)
        case "^": return .int(x ^ y)
        case "<<": return .int(x << y)
        case ">>": return .int(x >> y)
        case "==", "~=": return .bool(x == y)
        case "!=": return .bool(x != y)
        case "<": return .bool(x < y)
        case ">": return .bool(x > y)
        case "<=": return .bool(x <= y)
        case ">=": return .bool(x >= y)
        default: throw .trap(Trap(message: LanguageMessages.binaryOperatorOnSame(op, "Int"), position: position))
        }
    }

    private func doubleBinary(_ op: String, _ x: Double, _ y: Double, at position: SourcePosition) throws(Unwind) -> Value {
        switch op {
        case "+": return .double(x + y)
        case "-": return .double(x - y)
        case "*": return .double(x * y)
        case "/": return .double(x / y)
        case "%": return .double(x.truncatingRemainder(dividingBy: y))
        case "==", "~=": return .bool(x == y)
        case "!=": return .bool(x != y)
        case "<": return .bool(x < y)
        case ">": return .bool(x > y)
        case "<=": return .bool(x <= y)
        case ">=": return .bool(x >= y)
        default: throw .trap(Trap(message: LanguageMessages.binaryOperatorOnSame(op, "Double"), position: position))
        }
    }

    /// `static func + (lhs: Vector, rhs: Vector)` and friends, and the
    /// operators `Comparable` and `Equatable` derive from `<` and `==`.
    private func userOperator(_ op: String, _ a: Value, _ b: Value, rt: Runtime, at position: SourcePosition) throws(Unwind) -> Value? {
        // `static func * (k: Double, v: Vector)` is found on either operand's
        // type, the overload whose parameters take both operands.
        for operand in [a, b] {
            let owner = typeOf(operand.unwrappedIfOptional)
            guard owner.kind != .builtin || owner.staticMethods[op] != nil else { continue }
            if let function = operatorFunction(op, owner, where: { f in
                f.parameters.count == 2 && f.fixity == nil
                    && self.isInstance(a, of: f.parameters[0].type) && self.isInstance(b, of: f.parameters[1].type)
            }) {
                var args = [a, b]
                return try rt.invoke(function, captures: [], selfValue: .type(owner), arguments: &args, at: position)
            }
        }
        let type = typeOf(a.unwrappedIfOptional)
        guard type.kind != .builtin else { return nil }
        switch op {
        case "!=":
            if let eq = operatorFunction("==", type) {
                var args = [a, b]
                return .bool(!(try Value.truth(try rt.invoke(eq, captures: [], selfValue: .type(type), arguments: &args, at: position))))
            }
        case ">", "<=", ">=":
            if let lt = operatorFunction("<", type) {
                func less(_ x: Value, _ y: Value) throws(Unwind) -> Bool {
                    var args = [x, y]
                    return try Value.truth(try rt.invoke(lt, captures: [], selfValue: .type(type), arguments: &args, at: position))
                }
                switch op {
                case ">": return .bool(try less(b, a))
                case "<=": return .bool(!(try less(b, a)))
                default: return .bool(!(try less(a, b)))
                }
            }
        default:
            break
        }
        return nil
    }

    /// The operator function `op` a type (its superclasses, its protocols)
    /// declares; by default a binary one, as `==` and `<` are.
    func operatorFunction(_ op: String, _ type: TypeInfo,
                          where fits: (CompiledFunction) -> Bool = { $0.parameters.count == 2 && $0.fixity == nil }) -> CompiledFunction? {
        var current: TypeInfo? = type
        while let t = current {
            if let m = t.staticMethods[op]?.first(where: { fits($0.function) }) { return m.function }
            current = t.superclass
        }
        for p in type.allProtocols {
            if let m = p.staticMethods[op]?.first(where: { fits($0.function) }) { return m.function }
        }
        return nil
    }

    /// `==` as Swift means it: a user-written `==` if there is one, else
    /// synthesized memberwise equality.
    package func equal(_ a: Value, _ b: Value, rt: Runtime, at position: SourcePosition) throws(Unwind) -> Bool {
        // `nil` is not `.some(nil)` (an `Int??` holding a nil `Int?`).
        if a.isNone || b.isNone { return a.isNone && b.isNone }
        let x = a.unwrappedIfOptional, y = b.unwrappedIfOptional
        if x.isNone || y.isNone { return x.isNone && y.isNone }
        switch x {
        case .structure(let s):
            if let eq = operatorFunction("==", s.type) { return try callBool(eq, s.type, a, b, rt: rt, at: position) }
            guard case .structure(let t) = y, t.type === s.type else { return false }
            for (f, g) in zip(s.fields, t.fields) where !(try equal(f, g, rt: rt, at: position)) { return false }
            return true
        case .enumeration(let e):
            if let eq = operatorFunction("==", e.type) { return try callBool(eq, e.type, a, b, rt: rt, at: position) }
            guard case .enumeration(let d) = y, d.type === e.type, d.caseIndex == e.caseIndex else { return false }
            for (f, g) in zip(e.payload, d.payload) where !(try equal(f, g, rt: rt, at: position)) { return false }
            return true
        case .object(let o):
            if let eq = operatorFunction("==", o.type) { return try callBool(eq, o.type, a, b, rt: rt, at: position) }
            return x.isIdentical(to: y)
        case .native(let n) where n is ArraySliceValue:
            return try equal(.array((n as! ArraySliceValue).values), y, rt: rt, at: position)
        case .native(let n as ReversedCollectionValue):
            // `a.reversed() == [3, 2, 1]`: swiftc compares with Sequence's Array overload.
            return try equal(.array(n.reversedElements), y, rt: rt, at: position)
        case .native(let n as ReversedSliceValue):
            return try equal(.array(n.elements), y, rt: rt, at: position)
        case .array(let p) where { if case .set = y { return true }; return false }():
            // `[3] == set`: the literal is a Set there.
            return try equal(.set(try makeSet(p, rt: rt, at: position)), y, rt: rt, at: position)
        case .array(let p):
            var y = y.sliceElements.map(Value.array) ?? y
            if case .native(let reversed as ReversedCollectionValue) = y { y = .array(reversed.reversedElements) }
            guard case .array(let q) = y, p.count == q.count else { return false }
            for (f, g) in zip(p, q) where !(try equal(f, g, rt: rt, at: position)) { return false }
            return true
        case .tuple(let p):
            guard case .tuple(let q) = y, p.elements.count == q.elements.count else { return false }
            for (f, g) in zip(p.elements, q.elements) where !(try equal(f, g, rt: rt, at: position)) { return false }
            return true
        case .set(let p):
            let y = y.asArray.map { Value.set(SetValue($0)) } ?? y
            guard case .set(let q) = y, p.count == q.count else { return false }
            for e in p.elements where !(try setContains(q, e, rt: rt, at: position)) { return false }
            return true
        default:
            return x.isIdentical(to: y)
        }
    }

    private func callBool(_ f: CompiledFunction, _ type: TypeInfo, _ a: Value, _ b: Value, rt: Runtime, at position: SourcePosition) throws(Unwind) -> Bool {
        var args = [a, b]
        return try Value.truth(try rt.invoke(f, captures: [], selfValue: .type(type), arguments: &args, at: position))
    }

    /// `<` for sorting and comparisons: numbers, strings, tuples
    /// (lexicographic), and user `Comparable` types.
    func less(_ a: Value, _ b: Value, rt: Runtime, at position: SourcePosition) throws(Unwind) -> Bool {
        switch (a, b) {
        case (.int(let x), .int(let y)): return x < y
        case (.string(let x), .string(let y)): return x < y
        case (.character(let x), .character(let y)): return x < y
        case (.bool(let x), .bool(let y)): return !x && y
        case (.fixedWidth(let x), .fixedWidth(let y)): return x.value < y.value
        case (.float(let x), .float(let y)): return x < y
        case (.native(let x as NativeValue), .native(let y)) where x.isLess(than: y) != nil: return x.isLess(than: y) == true
        case (.fixedWidth(let x), .int(let y)): return x.value < Int128(y)
        case (.int(let x), .fixedWidth(let y)): return Int128(x) < y.value
        case (.tuple(let p), .tuple(let q)):
            for (f, g) in zip(p.elements, q.elements) {
                if try less(f, g, rt: rt, at: position) { return true }
                if try less(g, f, rt: rt, at: position) { return false }
            }
            return false
        default:
            if let x = a.numeric, let y = b.numeric { return x < y }
            let type = typeOf(a)
            if let lt = operatorFunction("<", type) { return try callBool(lt, type, a, b, rt: rt, at: position) }
            if case .enumeration(let e) = a, case .enumeration(let d) = b, e.type === d.type {
                // Synthesized Comparable: by case, then by payload in order.
                if e.caseIndex != d.caseIndex { return e.caseIndex < d.caseIndex }
                for (f, g) in zip(e.payload, d.payload) {
                    if try less(f, g, rt: rt, at: position) { return true }
                    if try less(g, f, rt: rt, at: position) { return false }
                }
                return false
            }
            throw .trap(Trap(message: LanguageMessages.binaryOperator("<", typeName(of: a), typeName(of: b)), position: position))
        }
    }

    func prefix(_ op: String, _ v: Value, rt: Runtime, at position: SourcePosition) throws(Unwind) -> Value {
        switch (op, v) {
        case ("-", .int(let i)):
            let (r, o) = (0).subtractingReportingOverflow(i)
            if o { throw .trap(Trap(message: LanguageMessages.overflow, position: position)) }
            return .int(r)
        case ("-", .double(let d)): return .double(-d)
        case ("-", .float(let f)): return .float(-f)
        case ("+", .float): return v
        case ("+", .int), ("+", .double): return v
        case ("!", .bool(let b)): return .bool(!b)
        case ("~", .int(let i)): return .int(~i)
        case (_, .fixedWidth(let x)):
            if let r = try fixedWidthPrefix(op, x, at: position) { return r }
            throw .trap(Trap(message: LanguageMessages.unaryOperator(op, typeName(of: v)), position: position))
        case (_, .some(let inner)): return try prefix(op, inner, rt: rt, at: position)
        default:
            let type = typeOf(v)
            if let f = operatorFunction(op, type, where: { $0.parameters.count == 1 && $0.fixity != .postfix }) {
                var args = [v]
                return try rt.invoke(f, captures: [], selfValue: .type(type), arguments: &args, at: position)
            }
            throw .trap(Trap(message: LanguageMessages.unaryOperator(op, typeName(of: v)), position: position))
        }
    }

    /// `x op= y`, mutating `x` in place where that keeps arrays and strings
    /// unique (no copy per append).
    func applyInPlace(_ op: String, _ current: inout Value, _ operand: Value, rt: Runtime, at position: SourcePosition) throws(Unwind) {
        // `if case`, not a `switch` over `current`: a switch keeps a copy
        // of it alive, so the string or array would be copied on append.
        if op == "+" {
            if case .int(let x) = current, case .int(let y) = operand {
                let (r, o) = x.addingReportingOverflow(y)
                if o { throw .trap(Trap(message: LanguageMessages.overflow, position: position)) }
                current = .int(r)
                return
            }
            if case .array(var a) = current, case .array(let b) = operand {
                current = .void
                a.append(contentsOf: b)
                current = .array(a)
                return
            }
            if case .string(var s) = current {
                let more = try Library.string(operand, position)
                current = .void
                s += more
                current = .string(s)
                return
            }
        }
        if let type = Optional(typeOf(current)), type.kind != .builtin, let f = operatorFunction(op + "=", type) {
            var args = [current, operand]
            _ = try rt.invoke(f, captures: [], selfValue: .type(type), arguments: &args, at: position)
            current = args[0]
            return
        }
        current = try binary(op, current, operand, rt: rt, at: position)
    }

    func range(_ r: RangeValue, contains v: Value) -> Bool {
        guard let x = v.unwrappedIfOptional.numeric ?? nil else {
            if case .string(let s) = v, case .string(let lo) = r.lower {
                guard s >= lo else { return false }
                guard let upper = r.upper, case .string(let hi) = upper else { return true }
                return r.isClosed ? s <= hi : s < hi
            }
            if case .character(let c) = v, case .character(let lo) = r.lower {
                guard c >= lo else { return false }
                guard let upper = r.upper, case .character(let hi) = upper else { return true }
                return r.isClosed ? c <= hi : c < hi
            }
            return false
        }
        guard let lo = r.lower.numeric, x >= lo || r.lower.isIntMin else { return false }
        guard let upper = r.upper, let hi = upper.numeric else { return true }
        return r.isClosed ? x <= hi : x < hi
    }
}

extension Value {
    var numeric: Double? {
        switch self {
        case .int(let i): return Double(i)
        case .fixedWidth(let x): return Double(x.value)
        case .double(let d): return d
        case .float(let f): return Double(f)
        default: return nil
        }
    }
}
