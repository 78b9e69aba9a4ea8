/// Conversions every stage applies to values: a condition's truth,
/// wrapping into an optional, and the storage of `weak` / `unowned`
/// references.
extension Value {
    /// A condition's value: a `Bool` (or an optional one an implicitly
    /// unwrapped condition holds).
    static func truth(_ value: Value) throws(Unwind) -> Bool {
        switch value {
        case .bool(let b): return b
        case .some(let inner): return try truth(inner)
        default: throw .trap(Trap(message: "condition is not a Bool", position: nil))
        }
    }

    /// A value stored where an optional is expected: wrapped once (a weak
    /// reference reads as the optional it is).
    static func wrapOptional(_ value: Value) -> Value {
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
                throw .trap(Trap(message: RuntimeMessages.unownedDeallocated, position: position))
            }
            return .object(target)
        }
        return reference.asOptional
    }
}
