/// `Int8` … `Int64` and `UInt` … `UInt64`: bounds, the converting
/// initializers (exact, `exactly:`, `clamping:`, `truncatingIfNeeded:`,
/// `bitPattern:`), bit counts, and arithmetic as Swift does it — `+`
/// traps on overflow, `&+` wraps, shifts are "smart" (an overshift gives
/// 0 or -1, a negative count shifts the other way).
///
/// An integer literal meeting a fixed-width value takes its type
/// (`level += 2`, `pink & 0xFF0000`), as the type checker would decide.
extension Library {
    func installFixedWidthIntegers() {
        // Each type's members when the type is first used: a program
        // rarely touches more than one or two of the ten.
        for kind in IntegerKind.allCases {
            onFirstUse(of: fixedWidthTypes[kind.rawValue]) { [unowned self] type in installFixedWidthType(type, kind) }
        }
        installIntBitMembers()
    }

    private func installFixedWidthType(_ type: TypeInfo, _ kind: IntegerKind) {
        let me: StaticType = .nominal(type, [])
        func make(_ value: Int128) -> Value { .fixedWidth(FixedWidthInt(kind, truncating: value)) }
        staticProperty(type, "min", me) { _, _, _ throws(Unwind) in make(kind.min) }
        staticProperty(type, "max", me) { _, _, _ throws(Unwind) in make(kind.max) }
        staticProperty(type, "zero", me) { _, _, _ throws(Unwind) in make(0) }
        staticProperty(type, "bitWidth", .int) { _, _, _ throws(Unwind) in .int(kind.bitWidth) }
        staticMethod(type, "init()", me) { _, _, _, _ throws(Unwind) in make(0) }
        staticMethod(type, "init(_:)", me) { _, _, args, at throws(Unwind) in
            switch args[0].unwrappedIfOptional {
            case .string(let s):
                return Int128(s).flatMap { FixedWidthInt(kind, exactly: $0) }.map { .some(.fixedWidth($0)) } ?? .none
            case .character(let c):
                return Int128(String(c)).flatMap { FixedWidthInt(kind, exactly: $0) }.map { .some(.fixedWidth($0)) } ?? .none
            case .double(let d):
                return .fixedWidth(try Library.fixedWidth(kind, converting: d, at: at))
            case .float(let f):
                return .fixedWidth(try Library.fixedWidth(kind, converting: Double(f), from: "Float", at: at))
            case let v:
                let value = try Library.integerValue(v, at)
                guard let x = FixedWidthInt(kind, exactly: value) else {
                    let message = value < 0 ? LanguageMessages.negativeNotRepresentable : LanguageMessages.notEnoughBits
                    throw .trap(Trap(message: message, position: at))
                }
                return .fixedWidth(x)
            }
        }
        staticMethod(type, "init(_:radix:)", .optional(me)) { _, _, args, at throws(Unwind) in
            let text = try Library.string(args[0], at)
            return Int128(text, radix: try Library.int(args[1], at)).flatMap { FixedWidthInt(kind, exactly: $0) }
                .map { .some(.fixedWidth($0)) } ?? .none
        }
        staticMethod(type, "init(exactly:)", .optional(me)) { _, _, args, at throws(Unwind) in
            if case .double(let d) = args[0].unwrappedIfOptional {
                guard d.isFinite, d.rounded(.towardZero) == d, let i = Int128(exactly: d) else { return .none }
                return FixedWidthInt(kind, exactly: i).map { .some(.fixedWidth($0)) } ?? .none
            }
            return FixedWidthInt(kind, exactly: try Library.integerValue(args[0], at)).map { .some(.fixedWidth($0)) } ?? .none
        }
        staticMethod(type, "init(clamping:)", me) { _, _, args, at throws(Unwind) in
            .fixedWidth(FixedWidthInt(kind, clamping: try Library.integerValue(args[0], at)))
        }
        for label in ["truncatingIfNeeded", "bitPattern"] {
            staticMethod(type, "init(\(label):)", me) { _, _, args, at throws(Unwind) in
                make(try Library.integerValue(args[0], at))
            }
        }
        staticMethod(type, "random(in:)", me) { rt, _, args, at throws(Unwind) in
            guard case .range(let r) = args[0], let upper = r.upper else {
                throw .trap(Trap(message: LanguageMessages.emptyRandomRange, position: at))
            }
            let lo = try Library.integerValue(r.lower, at), hi = try Library.integerValue(upper, at) - (r.isClosed ? 0 : 1)
            guard hi >= lo else { throw .trap(Trap(message: LanguageMessages.emptyRandomRange, position: at)) }
            let span = UInt128(hi - lo) + 1
            return make(lo + Int128(UInt128(rt.nextRandom()) % span))
        }
        installIntegerMembers(on: type, me) { v, at throws(Unwind) in
            guard case .fixedWidth(let x) = v.unwrappedIfOptional else {
                throw .trap(Trap(message: LanguageMessages.expected("a \(kind.name)"), position: at))
            }
            return x
        }
    }

    /// Members every fixed-width type has, given how to read the receiver.
    private func installIntegerMembers(on type: TypeInfo, _ me: StaticType,
                                       _ read: @escaping (Value, SourcePosition) throws(Unwind) -> FixedWidthInt) {
        property(type, "description", .string) { _, v, at throws(Unwind) in .string(try read(v, at).description) }
        property(type, "bitWidth", .int) { _, v, at throws(Unwind) in .int(try read(v, at).kind.bitWidth) }
        property(type, "magnitude") { _, v, at throws(Unwind) in
            let x = try read(v, at)
            return .fixedWidth(FixedWidthInt(x.kind.unsigned, truncating: x.value.magnitude.asInt128))
        }
        for (name, count) in [("nonzeroBitCount", { (x: FixedWidthInt) in x.bits.nonzeroBitCount }),
                              ("leadingZeroBitCount", { (x: FixedWidthInt) in x.bits.leadingZeroBitCount - (64 - x.kind.bitWidth) }),
                              ("trailingZeroBitCount", { (x: FixedWidthInt) in min(x.bits.trailingZeroBitCount, x.kind.bitWidth) })]
            as [(String, (FixedWidthInt) -> Int)] {
            property(type, name, .int) { _, v, at throws(Unwind) in .int(count(try read(v, at))) }
        }
        property(type, "byteSwapped", me) { _, v, at throws(Unwind) in
            let x = try read(v, at)
            let swapped = x.bits.byteSwapped >> UInt64(64 - x.kind.bitWidth)
            return .fixedWidth(FixedWidthInt(x.kind, truncating: Int128(swapped)))
        }
        // A little-endian host: the little-endian form is the value itself.
        property(type, "littleEndian", me) { _, v, at throws(Unwind) in .fixedWidth(try read(v, at)) }
        property(type, "bigEndian", me) { _, v, at throws(Unwind) in
            let x = try read(v, at)
            return .fixedWidth(FixedWidthInt(x.kind, truncating: Int128(x.bits.byteSwapped >> UInt64(64 - x.kind.bitWidth))))
        }
        method(type, "signum()", me) { _, v, _, at throws(Unwind) in
            let x = try read(v, at)
            return .fixedWidth(FixedWidthInt(x.kind, truncating: x.value.signum()))
        }
        method(type, "isMultiple(of:)", .bool) { _, v, args, at throws(Unwind) in
            let x = try read(v, at).value, y = try Library.integerValue(args[0], at)
            return .bool(y == 0 ? x == 0 : x % y == 0)
        }
        for (name, op) in [("addingReportingOverflow(_:)", "+"), ("subtractingReportingOverflow(_:)", "-"),
                           ("multipliedReportingOverflow(by:)", "*"), ("dividedReportingOverflow(by:)", "/"),
                           ("remainderReportingOverflow(dividingBy:)", "%")] {
            method(type, name, .labeledTuple(["partialValue", "overflow"], [me, .bool])) { _, v, args, at throws(Unwind) in
                let x = try read(v, at), y = try Library.integerValue(args[0], at)
                let (partial, overflow) = Library.reportingOverflow(op, x, y)
                return .tuple(TupleValue(labels: ["partialValue", "overflow"], elements: [.fixedWidth(partial), .bool(overflow)]))
            }
        }
        // The double-width product: `high` of the type, `low` its magnitude.
        method(type, "multipliedFullWidth(by:)") { rt, v, args, at throws(Unwind) in
            let x = try read(v, at), y = try Library.integerValue(args[0], at)
            let width = x.kind.bitWidth
            let product = x.value * y
            let low = FixedWidthInt(x.kind.unsigned, truncating: product)
            let high = FixedWidthInt(x.kind, truncating: product >> width)
            return .tuple(TupleValue(labels: ["high", "low"], elements: [.fixedWidth(high), .fixedWidth(low)]))
        }
        method(type, "quotientAndRemainder(dividingBy:)", .labeledTuple(["quotient", "remainder"], [me, me])) { _, v, args, at throws(Unwind) in
            let x = try read(v, at), y = try Library.integerValue(args[0], at)
            if y == 0 { throw .trap(Trap(message: LanguageMessages.divisionByZero, position: at)) }
            guard let q = FixedWidthInt(x.kind, exactly: x.value / y) else {
                throw .trap(Trap(message: LanguageMessages.divisionOverflow, position: at))
            }
            return .tuple(TupleValue(labels: ["quotient", "remainder"],
                                     elements: [.fixedWidth(q), .fixedWidth(FixedWidthInt(x.kind, truncating: x.value % y))]))
        }
    }

    /// Bit counts and bit-level initializers `Int` shares with the others.
    private func installIntBitMembers() {
        staticProperty(int, "bitWidth", .int) { _, _, _ throws(Unwind) in .int(Int.bitWidth) }
        property(int, "littleEndian", .int) { _, v, at throws(Unwind) in .int(try Library.int(v, at).littleEndian) }
        property(int, "bigEndian", .int) { _, v, at throws(Unwind) in .int(try Library.int(v, at).bigEndian) }
        method(int, "multipliedFullWidth(by:)") { _, v, args, at throws(Unwind) in
            let (high, low) = try Library.int(v, at).multipliedFullWidth(by: try Library.int(args[0], at))
            return .tuple(TupleValue(labels: ["high", "low"],
                                     elements: [.int(high), .fixedWidth(FixedWidthInt(.uint, truncating: Int128(low)))]))
        }
        property(int, "bitWidth", .int) { _, _, _ throws(Unwind) in .int(Int.bitWidth) }
        for (name, count) in [("nonzeroBitCount", { (i: Int) in i.nonzeroBitCount }),
                              ("leadingZeroBitCount", { (i: Int) in i.leadingZeroBitCount }),
                              ("trailingZeroBitCount", { (i: Int) in i.trailingZeroBitCount })] as [(String, (Int) -> Int)] {
            property(int, name, .int) { _, v, at throws(Unwind) in .int(count(try Library.int(v, at))) }
        }
        property(int, "byteSwapped", .int) { _, v, at throws(Unwind) in .int(try Library.int(v, at).byteSwapped) }
        staticMethod(int, "init(clamping:)", .int) { _, _, args, at throws(Unwind) in
            .int(Int(clamping: try Library.integerValue(args[0], at)))
        }
        for label in ["truncatingIfNeeded", "bitPattern"] {
            staticMethod(int, "init(\(label):)", .int) { _, _, args, at throws(Unwind) in
                .int(Int(truncatingIfNeeded: try Library.integerValue(args[0], at)))
            }
        }
    }

    // MARK: - Conversions

    /// Any integer argument as an exact number.
    static func integerValue(_ v: Value, _ at: SourcePosition) throws(Unwind) -> Int128 {
        switch v {
        case .int(let i): return Int128(i)
        case .fixedWidth(let x): return x.value
        case .some(let inner): return try integerValue(inner, at)
        default: throw .trap(Trap(message: LanguageMessages.expected("an integer"), position: at))
        }
    }

    /// `UInt8(2.9)`: truncates toward zero; traps outside the bounds.
    static func fixedWidth(_ kind: IntegerKind, converting d: Double, from source: String = "Double", named: String? = nil,
                           at: SourcePosition) throws(Unwind) -> FixedWidthInt {
        let name = named ?? kind.name
        guard d.isFinite else {
            throw .trap(Trap(message: LanguageMessages.doubleToInteger(name, "it is either infinite or NaN", from: source), position: at))
        }
        let truncated = d.rounded(.towardZero)
        if truncated > Double(kind.max) || Int128(exactly: truncated).map({ $0 > kind.max }) == true {
            throw .trap(Trap(message: LanguageMessages.doubleToInteger(name, "the result would be greater than \(name).max", from: source),
                             position: at))
        }
        guard let i = Int128(exactly: truncated), let x = FixedWidthInt(kind, exactly: i) else {
            throw .trap(Trap(message: LanguageMessages.doubleToInteger(name, "the result would be less than \(name).min", from: source),
                             position: at))
        }
        return x
    }

    // MARK: - Operators

    static func reportingOverflow(_ op: String, _ x: FixedWidthInt, _ y: Int128) -> (FixedWidthInt, Bool) {
        let a = x.value
        var exact: Int128
        var overflow = false
        switch op {
        case "+": exact = a &+ y
        case "-": exact = a &- y
        case "*": (exact, overflow) = a.multipliedReportingOverflow(by: y)
        case "/": if y == 0 { return (x, true) }; exact = a / y
        default: if y == 0 { return (x, true) }; exact = a % y
        }
        let wrapped = FixedWidthInt(x.kind, truncating: exact)
        return (wrapped, overflow || wrapped.value != exact)
    }

    /// `a op b` when either side is a fixed-width integer (the other one
    /// the same type, or an integer literal); nil when Swift has no such
    /// operator, so the caller reports it.
    func fixedWidthBinary(_ op: String, _ a: Value, _ b: Value, at position: SourcePosition) throws(Unwind) -> Value? {
        let kind: IntegerKind, x: Int128, y: Int128
        switch (a, b) {
        case (.fixedWidth(let p), .fixedWidth(let q)):
            guard p.kind == q.kind || Library.shiftOperators.contains(op) || Library.comparisonOperators.contains(op) else { return nil }
            (kind, x, y) = (p.kind, p.value, q.value)
        case (.fixedWidth(let p), .int(let q)):
            (kind, x, y) = (p.kind, p.value, Int128(q))
        case (.int(let p), .fixedWidth(let q)):
            if Library.shiftOperators.contains(op) {
                // `Int << UInt8` is an Int.
                return try fixedWidthBinary(op, .fixedWidth(FixedWidthInt(.int64, truncating: Int128(p))), b, at: position)
                    .map { v in if case .fixedWidth(let r) = v { return .int(Int(truncatingIfNeeded: r.value)) }; return v }
            }
            (kind, x, y) = (q.kind, Int128(p), q.value)
        default:
            return nil
        }
        func result(_ exact: Int128, _ message: Message = LanguageMessages.overflow) throws(Unwind) -> Value {
            guard let r = FixedWidthInt(kind, exactly: exact) else { throw .trap(Trap(message: message, position: position)) }
            return .fixedWidth(r)
        }
        func wrapped(_ value: Int128) -> Value { .fixedWidth(FixedWidthInt(kind, truncating: value)) }
        switch op {
        case "==": return .bool(x == y)
        case "!=": return .bool(x != y)
        case "<": return .bool(x < y)
        case ">": return .bool(x > y)
        case "<=": return .bool(x <= y)
        case ">=": return .bool(x >= y)
        case "+": return try result(x + y)
        case "-": return try result(x - y)
        case "*":
            let (r, o) = x.multipliedReportingOverflow(by: y)
            if o { throw .trap(Trap(message: LanguageMessages.overflow, position: position)) }
            return try result(r)
        case "/":
            if y == 0 { throw .trap(Trap(message: LanguageMessages.divisionByZero, position: position)) }
            return try result(x / y, LanguageMessages.divisionOverflow)
        case "%":
            if y == 0 { throw .trap(Trap(message: LanguageMessages.remainderByZero, position: position)) }
            return try result(x % y, LanguageMessages.remainderOverflow)
        case "&+": return wrapped(x &+ y)
        case "&-": return wrapped(x &- y)
        case "&*": return wrapped(x &* y)
        case "&": return wrapped(x & y)
        case "|": return wrapped(x | y)
        case "^": return wrapped(x ^ y)
        case "<<", ">>":
            // Smart shifts: a negative count shifts the other way, an
            // overshift gives 0 (or -1 for a negative value shifted right).
            let left = (op == "<<") == (y >= 0)
            let count = y.magnitude
            if left { return wrapped(count >= UInt128(kind.bitWidth) ? 0 : x << Int(count)) }
            return wrapped(count >= UInt128(kind.bitWidth) ? (x < 0 ? -1 : 0) : x >> Int(count))
        case "&<<": return wrapped(x << Int(y & Int128(kind.bitWidth - 1)))
        case "&>>": return wrapped(x >> Int(y & Int128(kind.bitWidth - 1)))
        default: return nil
        }
    }

    static let shiftOperators: Set<String> = ["<<", ">>", "&<<", "&>>"]

    /// `-x`, `~x`, `+x` on a fixed-width integer.
    func fixedWidthPrefix(_ op: String, _ x: FixedWidthInt, at position: SourcePosition) throws(Unwind) -> Value? {
        switch op {
        case "+": return .fixedWidth(x)
        case "~": return .fixedWidth(FixedWidthInt(x.kind, truncating: ~x.value))
        case "-" where x.kind.isSigned:
            guard let r = FixedWidthInt(x.kind, exactly: -x.value) else {
                throw .trap(Trap(message: LanguageMessages.overflow, position: position))
            }
            return .fixedWidth(r)
        default: return nil
        }
    }
}

private extension UInt128 {
    var asInt128: Int128 { Int128(truncatingIfNeeded: self) }
}
