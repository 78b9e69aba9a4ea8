/// Ranges of any comparable bound — `Double`, `String`, `Character` as
/// well as `Int`: `contains` (without iterating), `isEmpty`,
/// `clamped(to:)` and `overlaps(_:)` with Swift's own definitions for
/// each pair of half-open and closed ranges, `~=`, and partial ranges'
/// printed forms.
extension Library {
    func installRanges() {
        let boundType: (StaticType) -> StaticType = { receiver in
            if case .nominal(_, let args) = receiver, let bound = args.first { return bound }
            return .unknown
        }
        range.deferNative("contains") { $0.nativeMembers["contains"]?.removeAll { $0.signature?.parameters.first?.label == nil } }
        method(range, "contains(_:)", .bool, types: [.generic("Bound")]) { rt, v, args, at throws(Unwind) in
            .bool(try rt.library.rangeContains(try Library.rangeValue(v, at), args[0], rt: rt, at: at))
        }
        range.deferNative("isEmpty") { $0.nativeMembers["isEmpty"] = [] }
        property(range, "isEmpty", .bool) { rt, v, at throws(Unwind) in
            let r = try Library.rangeValue(v, at)
            guard !r.isClosed, let upper = r.upper else { return .bool(false) }
            return .bool(!(try rt.library.less(r.lower, upper, rt: rt, at: at)))
        }
        range.deferNative("clamped") { $0.nativeMembers["clamped"] = [] }
        method(range, "clamped(to:)", resultFrom: { $0 }) { rt, v, args, at throws(Unwind) in
            let r = try Library.rangeValue(v, at), limits = try Library.rangeValue(args[0], at)
            guard let upper = r.upper, let limitUpper = limits.upper else { return v }
            func less(_ a: Value, _ b: Value) throws(Unwind) -> Bool { try rt.library.less(a, b, rt: rt, at: at) }
            // Swift's definition, the same for Range and ClosedRange.
            var lower = r.lower, clampedUpper = upper
            if try less(r.lower, limits.lower) { lower = limits.lower } else if try less(limitUpper, r.lower) { lower = limitUpper }
            if try less(limitUpper, upper) { clampedUpper = limitUpper } else if try less(upper, limits.lower) { clampedUpper = limits.lower }
            return .range(RangeValue(lower: lower, upper: clampedUpper, isClosed: r.isClosed))
        }
        method(range, "overlaps(_:)", .bool) { rt, v, args, at throws(Unwind) in
            let a = try Library.rangeValue(v, at), b = try Library.rangeValue(args[0], at)
            guard let aUpper = a.upper, let bUpper = b.upper else { return .bool(false) }
            func less(_ x: Value, _ y: Value) throws(Unwind) -> Bool { try rt.library.less(x, y, rt: rt, at: at) }
            func lessOrEqual(_ x: Value, _ y: Value) throws(Unwind) -> Bool { !(try less(y, x)) }
            func empty(_ r: RangeValue, _ upper: Value) throws(Unwind) -> Bool {
                if r.isClosed { return false }
                return try lessOrEqual(upper, r.lower)
            }
            // Swift's definitions of disjointness for each pair of kinds.
            var disjoint: [Bool]
            switch (a.isClosed, b.isClosed) {
            case (true, true):
                disjoint = [try less(bUpper, a.lower), try less(aUpper, b.lower)]
            case (false, false):
                disjoint = [try lessOrEqual(bUpper, a.lower), try lessOrEqual(aUpper, b.lower), try empty(a, aUpper), try empty(b, bUpper)]
            case (false, true):
                disjoint = [try less(bUpper, a.lower), try lessOrEqual(aUpper, b.lower), try empty(a, aUpper)]
            case (true, false):
                disjoint = [try less(aUpper, b.lower), try lessOrEqual(bUpper, a.lower), try empty(b, bUpper)]
            }
            return .bool(!disjoint.contains(true))
        }
        property(range, "lowerBound", resultFrom: boundType) { _, v, at throws(Unwind) in try Library.rangeValue(v, at).lower }
        property(range, "upperBound", resultFrom: boundType) { _, v, at throws(Unwind) in
            guard let upper = try Library.rangeValue(v, at).upper else { return .void }
            return upper
        }
    }

    static func rangeValue(_ v: Value, _ at: SourcePosition) throws(Unwind) -> RangeValue {
        guard case .range(let r) = v.unwrappedIfOptional else {
            throw .trap(Trap(message: LanguageMessages.expected("a range"), position: at))
        }
        return r
    }

    /// `range.contains(x)` and `range ~= x`, by comparing with the bounds.
    func rangeContains(_ r: RangeValue, _ x: Value, rt: Runtime, at position: SourcePosition) throws(Unwind) -> Bool {
        let value = x.unwrappedIfOptional
        if !r.lower.isIntMin, try less(value, r.lower, rt: rt, at: position) { return false }
        guard let upper = r.upper else { return true }
        return r.isClosed ? !(try less(upper, value, rt: rt, at: position)) : try less(value, upper, rt: rt, at: position)
    }

    /// `..<5` and `2...` print as Swift's partial range types do; inside
    /// another value (`debug`) their type names are module-qualified
    /// (`Swift.PartialRangeFrom<Swift.Int>(lowerBound: 2)`).
    func partialRangeDescription(_ r: RangeValue, debug: Bool = false, rt: Runtime,
                                 at position: SourcePosition?) throws(Unwind) -> String? {
        let swift = debug ? "Swift." : ""
        func name(_ v: Value) -> String { debug ? qualifiedTypeName(of: v) : typeName(of: v) }
        if let upper = r.upper, r.lower.isIntMin {
            let kind = r.isClosed ? "PartialRangeThrough" : "PartialRangeUpTo"
            return "\(swift)\(kind)<\(name(upper))>(upperBound: \(try debugDescribe(upper, rt: rt, at: position)))"
        }
        if r.upper == nil {
            return "\(swift)PartialRangeFrom<\(name(r.lower))>(lowerBound: \(try debugDescribe(r.lower, rt: rt, at: position)))"
        }
        return nil
    }

    /// A range as `print` shows it (`1..<3`), or inside another value
    /// (`Range(1..<3)`, `ClosedRange("a"..."c")`: the bounds' debug text).
    func rangeDescription(_ r: RangeValue, debug: Bool, rt: Runtime, at position: SourcePosition?) throws(Unwind) -> String {
        if let partial = try partialRangeDescription(r, debug: debug, rt: rt, at: position) { return partial }
        guard let upper = r.upper else { return "" }
        let bound: (Value) throws(Unwind) -> String = { v throws(Unwind) in
            debug ? try self.debugDescribe(v, rt: rt, at: position) : try self.describe(v, rt: rt, at: position)
        }
        let text = (try bound(r.lower)) + (r.isClosed ? "..." : "..<") + (try bound(upper))
        return debug ? (r.isClosed ? "ClosedRange(" : "Range(") + text + ")" : text
    }
}
