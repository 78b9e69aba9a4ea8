/// One site's member resolution, kept per receiver type: after the first
/// evaluation, finding the member is one pointer comparison.
///
/// A class instance's stored property with plain storage (strong, not
/// lazy, not tracked by `@Observable`) is also kept as its index, so that
/// reading it is one comparison and one array element, and writing it
/// (when it has no observers, checked on every write since a subclass may
/// add some) skips the general write path. Swift's type checker would
/// know the layout of a final class statically; here the cache finds it
/// on the first access and checks the instance's class on every one, so a
/// subclass that overrides the property with a computed one takes the
/// general path.
final class MemberCache {
    private(set) var type: TypeInfo?
    private(set) var member: Member?
    /// `type`'s identity, compared without retaining anything.
    private var typeID: ObjectIdentifier?
    /// The field's index for plain stored properties of class instances;
    /// -1 otherwise.
    private(set) var objectFieldIndex = -1
    private(set) var property: PropertyInfo?
    /// The conversions `Runtime.writeMember` makes to a new value.
    private var wrapsOptional = false
    private var widensToDouble = false
    /// A library property's getter (`count` of a String or an Array),
    /// taken out of its `NativeMember` once.
    private(set) var nativeGetter: NativeMember.Getter?

    /// Whether this keeps the resolution for values of `type`.
    @inline(__always)
    func matches(_ type: TypeInfo) -> Bool { ObjectIdentifier(type) == typeID }

    /// Keeps `member` as the resolution for instances of `type`.
    func fill(_ type: TypeInfo, _ member: Member) {
        self.type = type
        self.member = member
        typeID = ObjectIdentifier(type)
        objectFieldIndex = -1
        property = nil
        nativeGetter = nil
        if case .native(let natives) = member, let native = natives.first(where: \.isProperty),
           case .property(let getter, _) = native.body {
            nativeGetter = getter
        }
        guard type.kind == .classType,
              case .stored(let index, let property) = member,
              property.ownership == .strong, !property.isLazy, !property.isTracked else { return }
        objectFieldIndex = index
        self.property = property
        wrapsOptional = property.type.isOptional
        if case .double = property.type { widensToDouble = true } else { widensToDouble = false }
    }

    /// The field of an instance of the cached class, read in place; nil
    /// when the value is not one or the member is not a plain field.
    @inline(__always)
    func objectField(of value: borrowing Value) -> Value? {
        let index = objectFieldIndex
        guard index >= 0 else { return nil }
        switch value {
        case .object(let o): return ObjectIdentifier(o.type) == typeID ? o.fields[index] : nil
        default: return nil
        }
    }

    /// Mutates the field of an instance of the cached class in place (moved
    /// out while `body` runs, as `Runtime.modifyMember` does); false when
    /// the value is not one, the member is not a plain field, or the
    /// property has observers now.
    @inline(__always)
    func modifyObjectField(of value: borrowing Value, _ body: (inout Value) throws(Unwind) -> Void) throws(Unwind) -> Bool {
        let index = objectFieldIndex
        guard index >= 0, let property, !property.hasObservers else { return false }
        switch value {
        case .object(let o):
            guard ObjectIdentifier(o.type) == typeID else { return false }
            var field = o.fields[index]
            o.fields[index] = .void
            defer { o.fields[index] = field }
            try body(&field)
            return true
        default:
            return false
        }
    }

    /// `field = update(field)` on an `Int` field of an instance of the
    /// cached class, in place; false (nothing done) when the value is not
    /// one, the member is not a plain field without observers, the field
    /// holds no `Int`, or `update` gives nil (an overflow, which the
    /// general path reports). The old value is an `Int`, so nothing is
    /// released and no program code runs while `value` is borrowed.
    @inline(__always)
    func updateIntField(of value: borrowing Value, _ update: (Int) -> Value?) -> Bool {
        let index = objectFieldIndex
        guard index >= 0, let property, !property.hasObservers else { return false }
        switch value {
        case .object(let o):
            guard ObjectIdentifier(o.type) == typeID, let current = Value.int(o.fields[index]),
                  let result = update(current) else { return false }
            o.fields[index] = result
            return true
        default:
            return false
        }
    }

    /// Writes the field of an instance of the cached class; false when the
    /// value is not one, the member is not a plain field, or the property
    /// has observers now.
    @inline(__always)
    func setObjectField(of value: borrowing Value, to newValue: Value) -> Bool {
        let index = objectFieldIndex
        guard index >= 0, let property, !property.hasObservers else { return false }
        switch value {
        case .object(let o):
            guard ObjectIdentifier(o.type) == typeID else { return false }
            var converted = newValue
            if widensToDouble, case .int(let i) = converted { converted = .double(Double(i)) }
            if wrapsOptional { converted = Value.wrapOptional(converted) }
            o.fields[index] = converted
            return true
        default:
            return false
        }
    }
}

/// One call site's method resolution for class instances, kept per
/// receiver class (`Runtime.callCachedMethod`).
final class MethodCache {
    /// The receiver class this is for, and the method it reaches (held
    /// here, so that `typeID` and `function` stay valid).
    private var type: TypeInfo?
    private var method: CompiledFunction?
    private(set) var typeID: ObjectIdentifier?
    /// `method`, loaded without retaining it on every call.
    private(set) unowned(unsafe) var function: CompiledFunction?
    private(set) var plan: ArgumentPlan?
    /// The argument count of a direct call (`Runtime.directFrame`), or -2
    /// when the call needs conversions, defaults or `inout` write-back.
    private(set) var directArity = -2

    func fill(_ type: TypeInfo, _ function: CompiledFunction, _ plan: ArgumentPlan, directArity: Int) {
        self.type = type
        method = function
        typeID = ObjectIdentifier(type)
        self.function = function
        self.plan = plan
        self.directArity = directArity
    }

    /// Remembers that instances of `type` take the general path (the
    /// member is a library method, a property holding a closure…).
    func fillGeneral(_ type: TypeInfo) {
        self.type = type
        method = nil
        typeID = ObjectIdentifier(type)
        function = nil
        plan = nil
        directArity = -2
    }
}
