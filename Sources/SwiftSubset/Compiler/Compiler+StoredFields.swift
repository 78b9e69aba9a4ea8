/// Stored properties of structs, read and written in place.
///
/// Most member accesses in a program are a struct's own stored property
/// (`total = total &+ value` in a mutating method, `p.x` of a local). When
/// the receiver's static type is a struct and the property is plain
/// storage — strong, not lazy, no observers — its value sits at a fixed
/// index of the struct's fields, so the access is compiled to that index:
/// no member lookup, no general write path, and when the receiver is a
/// plain local, no call through the local's `LValue` either. Anything else
/// the value turns out to be at run time (an observer added later, another
/// shape of value) takes the general path, so the fast path never changes
/// what a program means.
extension Compiler {
    /// A struct's stored property that the fast paths can reach by index.
    struct PlainStoredField {
        let type: TypeInfo
        let index: Int
        let property: PropertyInfo
        /// The conversions `Runtime.writeMember` makes to a new value.
        let wrapsOptional: Bool
        let widensToDouble: Bool
    }

    /// The stored property `name` of a value of static type `receiver`,
    /// if that is a struct and the property's storage is plain.
    func plainStoredField(of receiver: StaticType, _ name: String) -> PlainStoredField? {
        guard let info = typeInfo(for: receiver), info.kind == .structType,
              case .stored(let index, let property)? = library.lookupMember(info, name),
              property.ownership == .strong, !property.isLazy else { return nil }
        var widens = false
        if case .double = property.type { widens = true }
        return PlainStoredField(type: info, index: index, property: property,
                                wrapsOptional: property.type.isOptional, widensToDouble: widens)
    }

    /// `base.name` read: the field at its index, when `base` holds a
    /// struct of the expected type.
    func compilePlainFieldRead(_ field: PlainStoredField, receiver: Compiled, general: @escaping Eval) -> Eval {
        let (info, index) = (field.type, field.index)
        if case .local(let slot) = receiver.form {
            return { f throws(Unwind) in
                if let value = Value.field(index, of: (f.slots + slot).pointee, type: info) { return value }
                return try general(f)
            }
        }
        let eval = receiver.eval
        return { f throws(Unwind) in
            if let value = try eval(f).field(index, ofStructType: info) { return value }
            return try general(f)
        }
    }

    /// `base.name = v`: the new value written into the field in place,
    /// through the base's slot when it is a plain local.
    func compilePlainFieldWrite(_ field: PlainStoredField, base: LValue,
                                general: @escaping (Frame, Value) throws(Unwind) -> Void) -> (Frame, Value) throws(Unwind) -> Void {
        let (info, index, property) = (field.type, field.index, field.property)
        let (wraps, widens) = (field.wrapsOptional, field.widensToDouble)
        @inline(__always) func converted(_ newValue: Value) -> Value {
            var value = newValue
            if widens, case .int(let i) = value { value = .double(Double(i)) }
            if wraps { value = Value.wrapOptional(value) }
            return value
        }
        if let slot = base.localSlot {
            return { f, newValue throws(Unwind) in
                // Observers may be attached after this code compiled.
                guard !property.hasObservers else { return try general(f, newValue) }
                if !Value.setField(index, ofStructAt: f.slots + slot, type: info, to: converted(newValue)) {
                    try general(f, newValue)
                }
            }
        }
        return { f, newValue throws(Unwind) in
            guard !property.hasObservers else { return try general(f, newValue) }
            var written = false
            let value = converted(newValue)
            try base.modify(f) { b throws(Unwind) in written = b.setField(index, ofStructType: info, to: value) }
            if !written { try general(f, newValue) }
        }
    }
}

extension Compiler {
    /// Modifies one field of the struct held in a shared box, leaving the
    /// rest of the struct in the box while `body` runs: closures sharing
    /// the box see (and may change) the other fields, as Swift's
    /// exclusivity rule lets them (the field being modified is the only
    /// access that must be exclusive). False when the box does not hold a
    /// struct of the field's type (nothing done; take the general path).
    static func modifyFieldAlone(_ field: PlainStoredField, of base: LValue, in f: Frame,
                                 _ body: (inout Value) throws(Unwind) -> Void) throws(Unwind) -> Bool {
        let (info, index) = (field.type, field.index)
        var taken = Value.void
        var found = false
        try base.modify(f) { b throws(Unwind) in
            guard case .structure(var s) = b, s.type === info else { return }
            b = .void
            swap(&taken, &s.fields[index])
            b = .structure(s)
            found = true
        }
        guard found else { return false }
        var failure: Unwind?
        do throws(Unwind) { try body(&taken) } catch { failure = error }
        try base.modify(f) { b throws(Unwind) in
            guard case .structure(var s) = b, s.type === info else { return }
            b = .void
            swap(&taken, &s.fields[index])
            b = .structure(s)
        }
        if let failure { throw failure }
        return true
    }
}

extension Value {
    /// Field `index` of a struct value of type `type`; nil when this is
    /// not such a struct. Consumes the value, so that reading the field
    /// retains nothing but the field.
    @inline(__always)
    consuming func field(_ index: Int, ofStructType type: TypeInfo) -> Value? {
        switch consume self {
        case .structure(let s): return s.type === type ? s.fields[index] : nil
        default: return nil
        }
    }

    /// Field `index` of a struct value of type `type`, read in place:
    /// a `borrowing` value is matched without copying the struct (measured:
    /// moving it out of its slot and back, or matching a plain parameter,
    /// retained and released the struct's type and fields on every read).
    @inline(__always)
    static func field(_ index: Int, of value: borrowing Value, type: TypeInfo) -> Value? {
        switch value {
        case .structure(let s): return s.type === type ? s.fields[index] : nil
        default: return nil
        }
    }

    /// Sets field `index` of the struct value at `pointer` in place: the
    /// struct leaves its place while its field is written, so the fields
    /// are uniquely referenced and written without a copy-on-write copy.
    /// False (and nothing changed) when the value there is not a struct of
    /// type `type`. (Measured: binding the struct from a moved value, or
    /// with `consume`, made Swift keep a second reference and copy the
    /// fields on every write.)
    @inline(__always)
    static func setField(_ index: Int, ofStructAt pointer: UnsafeMutablePointer<Value>, type: TypeInfo,
                         to newValue: Value) -> Bool {
        guard case .structure(var s) = pointer.pointee, s.type === type else { return false }
        pointer.pointee = .void
        s.fields[index] = newValue
        pointer.pointee = .structure(s)
        return true
    }

    /// `setField(_:ofStructAt:type:to:)` on a value held in a variable.
    @inline(__always)
    mutating func setField(_ index: Int, ofStructType type: TypeInfo, to newValue: Value) -> Bool {
        withUnsafeMutablePointer(to: &self) { Value.setField(index, ofStructAt: $0, type: type, to: newValue) }
    }
}
