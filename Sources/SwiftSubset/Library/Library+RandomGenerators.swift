/// Random values from a program's own `RandomNumberGenerator`
/// (`Int.random(in: 1...6, using: &rng)`, `deck.shuffled(using: &rng)`),
/// computed with the standard library's algorithms so that a seeded
/// generator gives the values swiftc-compiled code gives: Lemire's
/// multiply-and-reject for `next(upperBound:)`, `lowerBound &+ next(upperBound:
/// delta)` for integers, 53 random bits scaled by 2⁻⁵³ for `Double`,
/// bit 17 of `next()` for `Bool`, and the forward Fisher–Yates shuffle.
/// `SystemRandomNumberGenerator()` draws from StateLab's seeded source.
extension Library {
    func installRandomGenerators() {
        addProtocol("RandomNumberGenerator")
        let system = TypeInfo(name: "SystemRandomNumberGenerator", kind: .builtin)
        system.conformances = [types["RandomNumberGenerator"]].compactMap { $0 }
        addType(system)
        nativeTypes[SystemGeneratorValue.typeName] = system
        staticMethod(system, "init()", .nominal(system, [])) { _, _, _, _ throws(Unwind) in .native(SystemGeneratorValue()) }
        mutating(system, "next()", .nominal(fixedWidthTypes[IntegerKind.uint64.rawValue], [])) { rt, _, _, _ throws(Unwind) in
            .fixedWidth(FixedWidthInt(.uint64, truncating: Int128(rt.nextRandom())))
        }
        if let generator = types["RandomNumberGenerator"] {
            mutating(generator, "next(upperBound:)", resultOf: { _ in .unknown }) { rt, v, args, at throws(Unwind) in
                guard case .fixedWidth(let bound) = args[0] else {
                    throw .trap(Trap(message: LanguageMessages.expected("an unsigned integer"), position: at))
                }
                var source = ProgramGenerator(v, rt: rt, at: at)
                let x = try source.next(upperBound: bound.bits, width: bound.kind.bitWidth)
                v = source.value
                return .fixedWidth(FixedWidthInt(bound.kind, truncating: Int128(x)))
            }
        }

        for type in [int] + fixedWidthTypes {
            let kind = type === int ? nil : IntegerKind(rawValue: fixedWidthTypes.firstIndex { $0 === type } ?? 0)
            let width = kind?.bitWidth ?? 64
            let me: StaticType = type === int ? .int : .nominal(type, [])
            staticInoutMethod(type, "random(in:using:)", me) { rt, _, args, at throws(Unwind) in
                guard case .range(let r) = args[0], let upper = r.upper else {
                    throw .trap(Trap(message: LanguageMessages.emptyRandomRange, position: at))
                }
                let lower = try Library.integerValue(r.lower, at), top = try Library.integerValue(upper, at)
                guard r.isClosed ? lower <= top : lower < top else {
                    throw .trap(Trap(message: LanguageMessages.emptyRandomRange, position: at))
                }
                var source = ProgramGenerator(args[1], rt: rt, at: at)
                let mask: UInt64 = width == 64 ? .max : (1 << width) - 1
                var delta = UInt64(truncatingIfNeeded: top &- lower) & mask
                let offset: UInt64
                if r.isClosed && delta == mask {
                    offset = try source.next() & mask
                } else {
                    if r.isClosed { delta += 1 }
                    offset = try source.next(upperBound: delta, width: width)
                }
                args[1] = source.value
                let bits = (UInt64(truncatingIfNeeded: lower) &+ offset) & mask
                if let kind { return .fixedWidth(FixedWidthInt(kind, truncating: Int128(bits))) }
                return .int(Int(truncatingIfNeeded: bits))
            }
        }
        for (type, isFloat) in [(double, false), (float, true)] {
            staticInoutMethod(type, "random(in:using:)", isFloat ? .nominal(float, []) : .double) { rt, _, args, at throws(Unwind) in
                guard case .range(let r) = args[0], let upper = r.upper else {
                    throw .trap(Trap(message: LanguageMessages.emptyRandomRange, position: at))
                }
                let lower = try Library.double(r.lower, at), top = try Library.double(upper, at)
                var source = ProgramGenerator(args[1], rt: rt, at: at)
                let value = try source.nextFloatingPoint(lower, top, closed: r.isClosed, significandBits: isFloat ? 24 : 53,
                                                         width: isFloat ? 32 : 64)
                args[1] = source.value
                return isFloat ? .float(Float(value)) : .double(value)
            }
        }
        staticInoutMethod(bool, "random(using:)", .bool) { rt, _, args, at throws(Unwind) in
            var source = ProgramGenerator(args[0], rt: rt, at: at)
            let bit = (try source.next() >> 17) & 1
            args[0] = source.value
            return .bool(bit == 0)
        }

        for type in [array, range, string, set, dictionary, arraySlice] {
            inoutMethod(type, "shuffled(using:)", resultFrom: Library.orderedResult) { rt, v, args, at throws(Unwind) in
                var items = try rt.library.elements(of: v, rt: rt, at: at)
                var source = ProgramGenerator(args[0], rt: rt, at: at)
                try source.shuffle(&items)
                args[0] = source.value
                return .array(items)
            }
            inoutMethod(type, "randomElement(using:)", resultFrom: { _ in .unknown }) { rt, v, args, at throws(Unwind) in
                let items = try rt.library.elements(of: v, rt: rt, at: at)
                guard !items.isEmpty else { return .none }
                var source = ProgramGenerator(args[0], rt: rt, at: at)
                let index = try source.next(upperBound: UInt64(items.count), width: 64)
                args[0] = source.value
                return .some(items[Int(index)])
            }
        }
        mutating(array, "shuffle(using:)") { rt, v, args, at throws(Unwind) in
            guard case .array(var items) = v else { return .void }
            var source = ProgramGenerator(args[0], rt: rt, at: at)
            v = .void
            defer { v = .array(items) }
            try source.shuffle(&items)
            args[0] = source.value
            return .void
        }
    }

    /// A static function with `inout` parameters (`Int.random(in:using:)`).
    func staticInoutMethod(_ type: TypeInfo, _ spec: String, _ result: StaticType = .unknown,
                           _ body: @escaping NativeMember.InoutFunction) {
        type.deferNative(spec: spec, isStatic: true) { type in
            let (name, signature) = Library.parseSignature(spec)
            var member = NativeMember(body: .inoutFunction(body), signature: Library.typed(signature, []))
            member.resultType = { _ in result }
            type.nativeStaticMembers.add(member, to: name, first: true)
        }
    }
}

/// The seeded generator `SystemRandomNumberGenerator()` stands for.
final class SystemGeneratorValue: NativeObject {
    static let typeName = "SystemRandomNumberGenerator"
    override var typeName: String { SystemGeneratorValue.typeName }
    override var description: String { "SystemRandomNumberGenerator()" }
}

/// A generator value the program passed `inout`: each draw calls its
/// `next()` (a mutating method of the program's type, or the seeded
/// source), and `value` is what to write back.
struct ProgramGenerator {
    private(set) var value: Value
    let rt: Runtime
    let at: SourcePosition

    init(_ value: Value, rt: Runtime, at: SourcePosition) {
        self.value = value
        self.rt = rt
        self.at = at
    }

    /// `next()`: 64 random bits.
    mutating func next() throws(Unwind) -> UInt64 {
        if case .native(let n) = value, n is SystemGeneratorValue { return rt.nextRandom() }
        let (result, updated) = try rt.library.callNamed(value, "next", [], rt: rt, at: at)
        value = updated
        guard case .fixedWidth(let x) = result.unwrappedIfOptional else {
            throw .trap(Trap(message: LanguageMessages.expected("a UInt64 from next()"), position: at))
        }
        return x.bits
    }

    /// `next(upperBound:)` for an unsigned type of `width` bits: a value
    /// below `bound`, by Lemire's multiply-high with rejection.
    mutating func next(upperBound bound: UInt64, width: Int) throws(Unwind) -> UInt64 {
        let mask: UInt64 = width == 64 ? .max : (1 << width) - 1
        func product(_ x: UInt64) -> (high: UInt64, low: UInt64) {
            if width == 64 { return x.multipliedFullWidth(by: bound) }
            let full = x * bound   // both below 2^32: exact in 64 bits
            return (full >> UInt64(width), full & mask)
        }
        var m = product(try next() & mask)
        if m.low < bound {
            let t = ((0 &- bound) & mask) % bound
            while m.low < t { m = product(try next() & mask) }
        }
        return m.high
    }

    /// `Double.random(in:using:)` (53 significand bits) and `Float`'s (24).
    mutating func nextFloatingPoint(_ lower: Double, _ upper: Double, closed: Bool, significandBits: Int,
                                    width: Int) throws(Unwind) -> Double {
        let delta = upper - lower
        let maxSignificand = UInt64(1) << significandBits
        var raw: UInt64
        if closed {
            raw = try next(upperBound: maxSignificand + 1, width: width)
            if raw == maxSignificand { return upper }
        } else {
            raw = try next() & (maxSignificand - 1)
        }
        if significandBits == 24 {
            let unit = Float(raw) * (Float.ulpOfOne / 2)
            let value = (Float(upper) - Float(lower)) * unit + Float(lower)
            if !closed && value == Float(upper) { return try nextFloatingPoint(lower, upper, closed: false, significandBits: 24, width: 32) }
            return Double(value)
        }
        let value = delta * (Double(raw) * (Double.ulpOfOne / 2)) + lower
        if !closed && value == upper { return try nextFloatingPoint(lower, upper, closed: false, significandBits: 53, width: 64) }
        return value
    }

    /// `shuffle(using:)`: each position from the front takes a random
    /// element of the ones not placed yet.
    mutating func shuffle(_ items: inout [Value]) throws(Unwind) {
        guard items.count > 1 else { return }
        var amount = items.count
        var current = 0
        while amount > 1 {
            let random = Int(try next(upperBound: UInt64(amount), width: 64))
            amount -= 1
            items.swapAt(current, current + random)
            current += 1
        }
    }
}
