/// Conversions every stage applies to values: a condition's truth,
/// wrapping into an optional, and the storage of `weak` / `unowned`
/// references.
extension Value {
    /// A condition's value: a `Bool` (or an optional one an implicitly
    /// unwrapped condition holds).
    /// Anything else is a type error swiftc would have caught; without a
    /// type checker StateLab meets it here, and says it as swiftc does.
    @inline(__always)
    static func truth(_ value: Value, at position: SourcePosition? = nil) throws(Unwind) -> Bool {
        if case .bool(let b) = value { return b }
        return try truthOfOther(value, at: position)
    }

    private static func truthOfOther(_ value: Value, at position: SourcePosition?) throws(Unwind) -> Bool {
        switch value {
        case .bool(let b): return b
        case .some(let inner): return try truth(inner, at: position)
        default: throw .trap(Trap(message: LanguageMessages.notABoolean(value.simpleTypeName), position: position))
        }
    }

    /// The type of a value as an error message names it, without the
    /// library at hand: `Int`, `Counter`, `[Int]`.
    var simpleTypeName: String {
        switch self {
        case .void: return "()"
        case .bool: return "Bool"
        case .int: return "Int"
        case .fixedWidth(let x): return x.kind.name
        case .double: return "Double"
        case .float: return "Float"
        case .string: return "String"
        case .character: return "Character"
        case .none: return "Optional<Any>"
        case .some(let inner): return "Optional<\(inner.simpleTypeName)>"
        case .array(let elements): return "[\(elements.first?.simpleTypeName ?? "Any")]"
        case .dictionary: return "Dictionary"
        case .set(let s): return "Set<\(s.elements.first?.simpleTypeName ?? "AnyHashable")>"
        case .tuple(let t): return "(" + t.elements.map(\.simpleTypeName).joined(separator: ", ") + ")"
        case .structure(let s): return s.type.name
        case .enumeration(let e): return e.type.name
        case .object(let o): return o.type.name
        case .function: return "function"
        case .type(let t): return t.name + ".Type"
        case .range: return "Range"
        case .native(let n): return n.typeName
        }
    }

    /// A value stored where an optional is expected: wrapped once (a weak
    /// reference reads as the optional it is).
    package static func wrapOptional(_ value: Value) -> Value {
        switch value {
        case .none, .some: return value
        case .native(let n) where n is WeakReference: return (n as! WeakReference).asOptional
        default: return .some(value)
        }
    }

    /// What a `weak` or `unowned` variable stores for `value`.
    static func makeWeak(_ value: Value) -> Value {
        switch value {
        case .object(let o): return .native(WeakReference(o))
        case .some(.object(let o)): return .native(WeakReference(o))
        case .native(let n) where n is WeakReference: return value
        default: return .native(WeakReference(nil))
        }
    }

    /// Reads a `weak` (nil once the object is gone) or `unowned` (a trap
    /// then) variable's storage.
    static func readWeak(_ raw: Value, unowned: Bool, at position: SourcePosition) throws(Unwind) -> Value {
        guard case .native(let n) = raw, let reference = n as? WeakReference else {
            return unowned ? raw : (raw.isVoidValue ? .none : raw)
        }
        if unowned {
            guard let target = reference.target else {
                throw .trap(Trap(message: LanguageMessages.unownedDeallocated, position: position))
            }
            return .object(target)
        }
        return reference.asOptional
    }
}
