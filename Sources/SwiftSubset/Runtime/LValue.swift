/// Something that can be read, written and mutated in place.
///
/// `modify` moves the value out of its storage while `body` mutates it
/// (so copy-on-write sees a unique array or struct), then puts it back.
struct LValue {
    let get: Eval
    let set: (Frame, Value) throws(Unwind) -> Void
    let modify: (Frame, (inout Value) throws(Unwind) -> Void) throws(Unwind) -> Void
    let type: StaticType
    /// Set when this is a plain local (strong, not boxed) in this slot of
    /// the frame: code built on it may reach the slot without a call.
    var localSlot: Int? = nil
    /// Set when this is a plain global (strong) held in this box.
    var globalBox: Box? = nil
    /// Why the compiler knows this place cannot be written (nil: it can,
    /// or that is not known until run time).
    var immutability: Immutability?
    /// Set when this is `base.name` with `base` a plain local in this
    /// slot and `name` resolved through this site's cache: a class's plain
    /// field may then be updated in place (`MemberCache.updateIntField`).
    var objectField: (slot: Int, cache: MemberCache)? = nil
    /// Set when this place is a box that closures share (a captured `var`,
    /// a mutating method's captured `self`): code run while one of its
    /// struct's fields is being modified may read or write the others
    /// (`items.sort { counts[$0] ?? 0 < counts[$1] ?? 0 }`), so a field is
    /// modified alone, the rest of the struct left in the box.
    var isSharedBox = false
    /// The local a write to this place changes (`p` for `p.x`, `xs` for
    /// `xs[0]`; not a variable holding a class instance whose property is
    /// set): marked written when the compiler compiles a write here
    /// (`Compiler.checkWritable`), for swiftc's unused-value warnings.
    var writtenLocal: LocalBinding?

    /// The wrapped value of an optional lvalue (`x!` / implicit unwrap).
    static func unwrapping(_ base: LValue, trapAt position: SourcePosition? = nil, chain: Bool = false) -> LValue {
        func unwrap(_ v: Value) throws(Unwind) -> Value {
            switch v {
            case .some(let inner): return inner
            case .none:
                if chain { throw .optionalChainNil }
                throw .trap(Trap(message: LanguageMessages.unwrappedNil, position: position))
            default: return v
            }
        }
        return LValue(
            get: { f throws(Unwind) in try unwrap(try base.get(f)) },
            set: { f, newValue throws(Unwind) in
                try base.modify(f) { v throws(Unwind) in
                    if case .none = v {
                        if chain { throw .optionalChainNil }
                        throw .trap(Trap(message: LanguageMessages.unwrappedNil, position: position))
                    }
                    v = Value.wrapOptional(newValue)
                }
            },
            modify: { f, body throws(Unwind) in
                try base.modify(f) { v throws(Unwind) in
                    // `if case`, not `switch`: a switch keeps a copy of `v`
                    // alive, and `inner` would be copied on write.
                    if case .some(var inner) = v {
                        v = .void
                        defer { v = .some(inner) }
                        try body(&inner)
                    } else if case .none = v {
                        if chain { throw .optionalChainNil }
                        throw .trap(Trap(message: LanguageMessages.unwrappedNil, position: position))
                    } else {
                        try body(&v)
                    }
                }
            },
            type: base.type.wrappedIfOptional, immutability: base.immutability)
    }
}
